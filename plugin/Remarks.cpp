// What the lowering made of each task, said under -fplugin-arg-forkplugin-remarks
// (docs/using-forkc.md, "Why a task is slower than its serial elision").  Every
// lowered task has a fast clone (docs/design.md §2.1); what makes one slower
// than a plain C function is a frame made at entry and variables kept in it
// rather than in registers, so those are what the remark names:
//
//   fib.c:5:11: remark: fork_task 'fib': fast clone with 2 resume points; its
//               frame is made at the first one (an activation that reaches none
//               allocates nothing)
//   work.c:9:8: remark: fork_task 'work': fast clone with 1 resume point; its
//               frame is made at entry: 1 variable stays in the frame
//   work.c:10:7: note: 'buf' stays in the frame in both clones: it is an array
#include "TaskPlan.h"

using namespace clang;

namespace forkc {
namespace detail {

static std::string count(unsigned N, const char *One, const char *Many) {
  return std::to_string(N) + " " + (N == 1 ? One : Many);
}

// Why the fast clone makes its frame at entry, not at its first resume point.
static std::string eagerFrameReason(const TaskPlan &P) {
  std::string Why;
  if (!P.Resident.empty())
    Why = count(P.Resident.size(), "variable stays", "variables stay") + " in the frame";
  if (P.HasStackCalls)
    Why += std::string(Why.empty() ? "" : ", and ") +
           "it allocates on its stack (alloca or forkc_stack_alloc)";
  return Why;
}

void remarkTask(const TaskPlan &P, unsigned Points, bool NoResumePoint, Reporter &R) {
  std::string Msg = std::string(isHelperTask(P.FD) ? "helper task '" : "fork_task '") +
                    P.FD->getNameAsString() + "': fast clone ";
  if (NoResumePoint)
    Msg += "with no resume point: it pushes nothing and never suspends, and a call from plain C "
           "on a worker costs about a plain call";
  else
    Msg += "with " + count(Points, "resume point", "resume points") + "; its frame is made " +
           (P.LazyFrame ? "at the first one (an activation that reaches none allocates nothing)"
                        : "at entry: " + eagerFrameReason(P));
  R.remark(P.FD->getLocation(), Msg);
  const SourceManager &SM = P.FD->getASTContext().getSourceManager();
  std::vector<std::pair<const CallExpr *, const TailSite *>> Sites;
  for (const auto &[CE, Site] : P.Tail.Sites)
    Sites.push_back({CE, &Site});
  llvm::sort(Sites, [&](const auto &A, const auto &B) {
    return SM.isBeforeInTranslationUnit(A.first->getBeginLoc(), B.first->getBeginLoc());
  });
  for (const auto &[CE, Site] : Sites)
    R.note(CE->getBeginLoc(),
           "the fast clone runs this call of '" + P.FD->getNameAsString() +
               "' as a jump back to its own start (a tail loop)" +
               (Site->Other
                    ? std::string("; the return's other operand is combined before the jump")
                    : std::string()));
  std::vector<const VarDecl *> Vars(P.Resident.begin(), P.Resident.end());
  llvm::sort(Vars, [&](const VarDecl *A, const VarDecl *B) {
    return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
  });
  for (const VarDecl *VD : Vars) {
    std::string Name = VD->getIdentifier() ? "'" + VD->getName().str() + "'" : "this parameter";
    auto It = P.WhyResident.find(VD);
    R.note(VD->getLocation(), Name + " stays in the frame in both clones" +
                                  (It == P.WhyResident.end() ? "" : ": " + It->second));
  }
}

} // namespace detail
} // namespace forkc
