// Locals that no suspension can outlive (docs/lowering.md, "Transient
// locals").  A local whose address is taken, or an array, struct or union,
// normally lives in the frame (FrameResident.cpp): a pointer to it may be used
// after a resume point, where the task may go on in its other clone or on
// another worker.  But when nothing in the rest of its block can suspend the
// task -- no spawn, task call, join, forkc_resume_on or fork_for -- the
// activation that declares it runs to the end of its scope, so an ordinary C
// local of each clone is enough: no frame at entry for it, no stores, and a
// leaf that returns early makes no frame at all (Cilk-5's knapsack takes the
// address of its `best` only after its join).
//
// Two more ways to reach the variable after a suspension are ruled out:
//   - a `return e;` joins first and then computes e: e may only read values
//     (no call, `*`, `&`, `->`, subscript or array decay), which the join
//     saves and loads like any register variable's;
//   - a backward `goto` re-enters the variable's block before its
//     declaration while it is alive (C11 6.2.4p6): a task with a goto has no
//     transient locals.
#include "Forkc.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace forkc {
namespace {

bool maySuspend(const Stmt *S) {
  if (!S)
    return false;
  if (isForkFor(S))
    return true;
  if (const auto *E = dyn_cast<Expr>(S))
    if (asSpawn(E) || taskCallee(E) || isJoin(E) || isResumeOn(E))
      return true;
  for (const Stmt *C : S->children())
    if (maySuspend(C))
      return true;
  return false;
}

// Whether E reads nothing through an address (it is computed after a join).
bool readsOnlyValues(const Stmt *S) {
  if (!S)
    return true;
  if (isa<CallExpr>(S) || isa<ArraySubscriptExpr>(S) || isa<StmtExpr>(S))
    return false;
  if (const auto *U = dyn_cast<UnaryOperator>(S))
    if (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf)
      return false;
  if (const auto *M = dyn_cast<MemberExpr>(S); M && M->isArrow())
    return false;
  if (const auto *C = dyn_cast<CastExpr>(S); C && C->getCastKind() == CK_ArrayToPointerDecay)
    return false;
  for (const Stmt *C : S->children())
    if (!readsOnlyValues(C))
      return false;
  return true;
}

bool returnsOnlyValues(const Stmt *S) {
  if (!S)
    return true;
  if (const auto *RS = dyn_cast<ReturnStmt>(S))
    return readsOnlyValues(RS->getRetValue());
  for (const Stmt *C : S->children())
    if (!returnsOnlyValues(C))
      return false;
  return true;
}

// A declaration keeps its variables together (FrameResident.cpp): all of
// them may be transient, or none.
bool eligible(const DeclStmt *DS) {
  for (const Decl *D : DS->decls()) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD)
      continue;
    ReducerFns F;
    if (VD->getType()->isVariablyModifiedType() || reducerOf(VD, F) ||
        VD->getLocation().isMacroID())
      return false;
  }
  return true;
}

class TransientFinder : public RecursiveASTVisitor<TransientFinder> {
public:
  llvm::DenseSet<const VarDecl *> Out;
  bool HasGoto = false;

  bool VisitGotoStmt(GotoStmt *) {
    HasGoto = true;
    return true;
  }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) {
    HasGoto = true;
    return true;
  }
  // From the block's end: whether the statements after each one are free
  // of suspensions and of returns that read through addresses.
  bool VisitCompoundStmt(CompoundStmt *CS) {
    bool RestIsQuiet = true;
    for (auto It = CS->body_rbegin(); It != CS->body_rend(); ++It) {
      const auto *DS = dyn_cast<DeclStmt>(*It);
      bool Suspends = maySuspend(*It);
      if (DS && RestIsQuiet && !Suspends && eligible(DS))
        for (const Decl *D : DS->decls())
          if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->hasLocalStorage())
            Out.insert(VD);
      RestIsQuiet = RestIsQuiet && !Suspends && returnsOnlyValues(*It);
    }
    return true;
  }
};

} // namespace

llvm::DenseSet<const VarDecl *> transientLocals(const FunctionDecl *FD) {
  TransientFinder F;
  F.TraverseStmt(FD->getBody());
  if (F.HasGoto)
    return {};
  return std::move(F.Out);
}

} // namespace forkc
