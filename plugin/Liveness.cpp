// Liveness for the fast clone's spills (docs/design.md §2.1, the fast clone).  Before resume
// point K the fast clone stores the register variables the resume function
// may read after K.  The rule is simple and sound, not exact: a variable is
// *dead after K* when every reference to it
//   - lies before the statement S that contains K, or inside the arguments
//     of K's own call (evaluated before K in both clones), and
//   - lies in no loop that also contains S (a later iteration runs it again),
// and the function has no `goto` (a backward jump could run any reference
// again).  Everything else is live; a dead variable is not spilled.
#include "Forkc.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace forkc {
namespace {

class RefCollector : public RecursiveASTVisitor<RefCollector> {
public:
  Liveness &L;
  const SourceManager &SM;
  FileID File;
  RefCollector(Liveness &L, const SourceManager &SM, FileID File) : L(L), SM(SM), File(File) {}
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (!VD || !VD->hasLocalStorage())
      return true;
    SourceLocation Loc = E->getLocation();
    while (Loc.isMacroID() && SM.isMacroArgExpansion(Loc))
      Loc = SM.getImmediateSpellingLoc(Loc);
    std::pair<FileID, unsigned> D = SM.getDecomposedLoc(Loc);
    if (Loc.isMacroID() || D.first != File)
      L.AlwaysLive.insert(VD); // no offset to compare: keep it live
    else
      L.Refs[VD].push_back(D.second);
    return true;
  }
  bool VisitGotoStmt(GotoStmt *) {
    L.HasGoto = true;
    return true;
  }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) {
    L.HasGoto = true;
    return true;
  }
};

} // namespace

Liveness computeLiveness(const FunctionDecl *FD, const SourceManager &SM) {
  Liveness L;
  RefCollector C(L, SM, taskFile(FD, SM));
  C.TraverseStmt(FD->getBody());
  return L;
}

bool Liveness::liveAfter(const VarDecl *VD, unsigned StmtBegin,
                         std::pair<unsigned, unsigned> OwnArgs,
                         const std::vector<std::pair<unsigned, unsigned>> &Loops) const {
  if (HasGoto || AlwaysLive.count(VD))
    return true;
  auto It = Refs.find(VD);
  if (It == Refs.end())
    return false;
  for (unsigned R : It->second) {
    bool InOwnArgs = R >= OwnArgs.first && R < OwnArgs.second;
    if (R >= StmtBegin && !InOwnArgs)
      return true;
    for (const auto &Loop : Loops)
      if (R >= Loop.first && R < Loop.second)
        return true;
  }
  return false;
}

} // namespace forkc
