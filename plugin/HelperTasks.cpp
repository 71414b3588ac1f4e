// Plain C helpers lowered as tasks (docs/lowering.md, "Helpers lowered as
// tasks").  A task that spawns or calls a plain C function which calls the
// task again (Cilk-5's matmul: compute spawns compute00, which calls compute
// twice) makes every one of those calls a nested root: a record and a saved
// context per call, the runtime's price for entering a task from code it
// cannot suspend.  Where the helper can only ever run inside a task, nothing
// is gained by keeping it plain, so it is lowered as a task itself and its
// calls become task calls (in Cilk, whose frames live on the OS stack, such
// a call is an ordinary call).  A helper qualifies when
//   - it has internal linkage (no caller outside this file can reach it),
//     a prototype, a body written in the main file (not a macro, not a
//     header: a header's lowered text must suit every file that includes it)
//     and no variadic parameters;
//   - every use of its name anywhere in the translation unit is the callee of
//     a direct call (or spawn) inside a task or another such helper: a plain
//     C caller or an address taken would turn each call into a root of its
//     own;
//   - it calls a task, or such a helper, directly;
//   - it carries no attribute but a few optimisation hints (the generated
//     clones would not inherit `target`, `no_sanitize`, `section`...), and
//     writes no fork_spawn, fork_join or forkc_resume_on (refused in plain C,
//     as the user wrote it);
//   - it names no thread-local variable and calls nothing that reads its
//     thread's identity (pthread_*, errno, forkc_current_worker, ...): as in
//     Cilk, code after a task call may continue on another worker, which
//     such a helper would notice (a nested root returns on its own thread);
//   - the whole lowering accepts it and each task that calls it silently,
//     with each of those calls a resume point: plans, checks and both walks
//     run on scratch text first, and a helper any of them would refuse, or
//     whose call would fall back to a nested root (docs/lowering.md,
//     "Fallbacks"), stays plain C, as written.
// Helpers are accepted one at a time, each tried with those accepted before
// it; a helper whose callers or callees end up plain is then dropped again
// (its callers' calls of it turn back into plain calls, which always lower).
// -fplugin-arg-forkplugin-no-helper-tasks keeps every helper plain.
#include "TaskPlan.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace forkc {
namespace {

const llvm::SmallPtrSet<const FunctionDecl *, 8> *Promoted = nullptr;
bool Enabled = true;

// Attributes the generated clones can do without: hints, not semantics.
bool onlyHints(const FunctionDecl *FD) {
  for (const FunctionDecl *R : FD->redecls())
    for (const Attr *A : R->attrs())
      if (!A->isImplicit() && !isa<UnusedAttr, NoInlineAttr, ColdAttr, HotAttr,
                                   WarnUnusedResultAttr, NonNullAttr, ReturnsNonNullAttr>(A))
        return false;
  return true;
}

// A helper's shape, before anything is known about its uses.
bool shapedLikeHelper(const FunctionDecl *FD, const SourceManager &SM) {
  if (isTask(FD) || !FD->doesThisDeclarationHaveABody() || FD->isExternallyVisible() ||
      FD->isVariadic() || !FD->getType()->getAs<FunctionProtoType>() || !onlyHints(FD))
    return false;
  return taskFile(FD, SM) == SM.getMainFileID();
}

// Calls that read the calling thread's identity or state.
bool threadBound(const FunctionDecl *Callee) {
  if (!Callee->getIdentifier())
    return false;
  StringRef N = Callee->getName();
  return N.starts_with("pthread_") || N.starts_with("thrd_") || N.starts_with("mtx_") ||
         N.starts_with("omp_") ||
         llvm::is_contained({"__errno_location", "forkc_current_worker", "forkc_main_worker",
                             "gettid", "sched_getcpu", "sched_setaffinity", "sched_getaffinity"},
                            N);
}

// Every reference to a function, with the function whose body holds it
// (null at file scope or in a block) and the call it is the callee of (null
// for any other reference).
struct Use {
  const FunctionDecl *In;
  const CallExpr *Call;
};

class UseScan : public RecursiveASTVisitor<UseScan> {
public:
  llvm::DenseMap<const FunctionDecl *, std::vector<Use>> Uses; // by canonical decl
  // The direct calls in each body: callee (canonical) and call.
  llvm::DenseMap<const FunctionDecl *,
                 std::vector<std::pair<const FunctionDecl *, const CallExpr *>>>
      Calls;
  // Functions whose bodies name a thread-local or a marker of forkc.h, or
  // call what reads the thread's identity: none of them is a helper.
  llvm::SmallPtrSet<const FunctionDecl *, 8> Unfit;
  // The calls that are spawned: a spawn is a resume point whatever it calls.
  llvm::SmallPtrSet<const CallExpr *, 8> Spawned;

  bool TraverseFunctionDecl(FunctionDecl *FD) {
    const FunctionDecl *Saved = In;
    In = FD->doesThisDeclarationHaveABody() ? FD->getCanonicalDecl() : nullptr;
    bool Ok = RecursiveASTVisitor::TraverseFunctionDecl(FD);
    In = Saved;
    return Ok;
  }
  bool TraverseBlockDecl(BlockDecl *BD) {
    const FunctionDecl *Saved = In;
    In = nullptr;
    bool Ok = RecursiveASTVisitor::TraverseBlockDecl(BD);
    In = Saved;
    return Ok;
  }
  // Visited before its callee's DeclRefExpr (pre-order), which it names.
  bool VisitCallExpr(CallExpr *CE) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts()))
      if (const auto *Callee = dyn_cast<FunctionDecl>(DRE->getDecl())) {
        CallOf[DRE] = CE;
        if (In)
          Calls[In].push_back({Callee->getCanonicalDecl(), CE});
        if (In && threadBound(Callee))
          Unfit.insert(In);
      }
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (const BinaryOperator *Sp = asSpawn(BO))
      if (const CallExpr *CE = spawnedCall(Sp))
        Spawned.insert(CE);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (const auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl()))
      Uses[FD->getCanonicalDecl()].push_back({In, CallOf.lookup(DRE)});
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (In && ((VD && VD->getTLSKind() != VarDecl::TLS_None) || isMarker(DRE->getDecl())))
      Unfit.insert(In);
    return true;
  }

private:
  static bool isMarker(const ValueDecl *D) {
    return namedAs(D, "__forkc_spawn_marker__") || namedAs(D, "__forkc_join_marker__") ||
           namedAs(D, "__forkc_resume_on_marker__");
  }
  const FunctionDecl *In = nullptr;
  llvm::DenseMap<const DeclRefExpr *, const CallExpr *> CallOf;
};

using Set = llvm::SmallPtrSet<const FunctionDecl *, 8>;

// Whether FD calls a task directly (isTask: marked, or in the set tried).
bool callsTask(const FunctionDecl *FD, const UseScan &Scan) {
  auto It = Scan.Calls.find(FD);
  return It != Scan.Calls.end() &&
         llvm::any_of(It->second, [](const auto &C) { return isTask(C.first); });
}

// Whether every use of FD is a direct call from a task (isTask) or from a
// member of Also, and there is one.
bool onlyCalledFromTasks(const FunctionDecl *FD, const UseScan &Scan, const Set &Also) {
  auto It = Scan.Uses.find(FD);
  return It != Scan.Uses.end() && !It->second.empty() &&
         llvm::all_of(It->second, [&](const Use &U) {
           return U.Call && U.In && (isTask(U.In) || Also.count(U.In));
         });
}

// Drops from S, which isTask counts, the members that are used other than
// by calls from tasks or that call no task, until none is left to drop
// (dropping one turns its callers' calls of it into plain calls).
void settle(Set &S, const UseScan &Scan) {
  for (bool Again = true; Again;) {
    Again = false;
    for (const FunctionDecl *FD : Set(S))
      if (!onlyCalledFromTasks(FD, Scan, {}) || !callsTask(FD, Scan)) {
        S.erase(FD);
        Again = true;
      }
  }
}

// Whether task U lowers, on scratch text with its diagnostics counted, not
// printed, and makes each of Calls a resume point.  A call where a task call
// falls back to the task's plain symbol (docs/lowering.md, "Fallbacks": the
// arm of `?:`, a loop's condition, a macro's body) would be a nested root,
// dearer than the plain call it replaced.
bool lowersWith(const FunctionDecl *U, const std::vector<const CallExpr *> &Calls,
                const UseScan &Scan, ASTContext &Ctx) {
  U = U->getDefinition();
  Reporter Quiet(Ctx.getDiagnostics(), Reporter::Quiet);
  detail::TaskPlan Plan = detail::planTask(U, Ctx);
  if (!checkTask(Plan, Ctx, Quiet) || !detail::checkSpawns(Plan, Ctx, Quiet))
    return false;
  for (const CallExpr *CE : Calls)
    if (!Scan.Spawned.count(CE) && !Plan.Numbers.point(CE, detail::ConstructNumbers::Point))
      return false;
  SourceManager &SM = Ctx.getSourceManager();
  EditSet Scratch(SM.getBufferData(taskFile(U, SM)));
  return detail::lowerPlannedTask(Plan, Ctx, Scratch, Quiet, nullptr) && !Quiet.failed();
}

// The calls in U's body of the functions Of accepts.
template <typename Pred>
std::vector<const CallExpr *> callsIn(const FunctionDecl *U, const UseScan &Scan, Pred Of) {
  std::vector<const CallExpr *> Out;
  auto It = Scan.Calls.find(U);
  if (It != Scan.Calls.end())
    for (const auto &[Callee, CE] : It->second)
      if (Of(Callee))
        Out.push_back(CE);
  return Out;
}

// FD, just added to the set isTask counts, changes its own lowering and that
// of every task that names it (its calls become task calls, which may have
// to be hoisted): all of them must lower, with FD's calls of helpers and
// their calls of FD made resume points.
bool promotionLowers(const FunctionDecl *FD, const UseScan &Scan, ASTContext &Ctx) {
  if (!lowersWith(FD, callsIn(FD, Scan, isHelperTask), Scan, Ctx))
    return false;
  auto IsFD = [&](const FunctionDecl *C) { return C == FD; };
  llvm::SmallPtrSet<const FunctionDecl *, 8> Users;
  for (const Use &U : Scan.Uses.find(FD)->second)
    if (U.In != FD && isTask(U.In) && Users.insert(U.In).second &&
        !lowersWith(U.In, callsIn(U.In, Scan, IsFD), Scan, Ctx))
      return false;
  return true;
}

} // namespace

void setHelperTasksEnabled(bool On) { Enabled = On; }

bool isHelperTask(const FunctionDecl *FD) {
  return Promoted && FD && Promoted->count(FD->getCanonicalDecl());
}

void HelperTasks::find(ASTContext &Ctx) {
  Promoted = nullptr;
  S.clear();
  if (!Enabled)
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<const FunctionDecl *> Shaped; // in the file's order: the result is deterministic
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (auto *FD = dyn_cast<FunctionDecl>(D); FD && shapedLikeHelper(FD, SM))
      Shaped.push_back(FD->getCanonicalDecl());
  if (Shaped.empty())
    return;
  UseScan Scan;
  Scan.TraverseDecl(Ctx.getTranslationUnitDecl());
  Set Candidates;
  for (const FunctionDecl *FD : Shaped)
    if (!Scan.Unfit.count(FD))
      Candidates.insert(FD);
  // One at a time, callees first (a helper qualifies once it calls a task
  // or an accepted helper), each tried with those accepted before it.
  Promoted = &S;
  Set Rejected;
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const FunctionDecl *FD : Shaped) {
      if (!Candidates.count(FD) || S.count(FD) || Rejected.count(FD) || !callsTask(FD, Scan) ||
          !onlyCalledFromTasks(FD, Scan, Candidates))
        continue;
      S.insert(FD);
      if (promotionLowers(FD, Scan, Ctx)) {
        Grew = true;
      } else {
        S.erase(FD);
        Rejected.insert(FD);
      }
    }
  }
  settle(S, Scan);
}

void remarkHelperTask(const FunctionDecl *FD, Reporter &R) {
  R.remark(FD->getLocation(),
           "'" + FD->getNameAsString() +
               "' is lowered as a task: it is static, every use of it is a call from a task "
               "or another such helper, and it calls a task, so those calls are task calls "
               "rather than nested roots");
}

HelperTasks::~HelperTasks() {
  if (Promoted == &S)
    Promoted = nullptr;
}

} // namespace forkc
