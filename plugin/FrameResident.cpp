// Which variables the fast clone keeps in the frame (docs/design.md §2.1, the fast clone, the
// Cilk-5 fast clone, Frigo et al. PLDI'98).  Everything else is an ordinary C
// local of the fast clone (a register after mem2reg) and is stored into its
// frame field only just before a resume point (EmitPoints.cpp, point()).
//
// A variable stays `__f->field` in the fast clone when its address may escape
// or something other than the fast clone may write it:
//   - its address is taken (`&x`, also `&a[i]`: every variable named there);
//   - it is an array, struct or union (arrays decay, members may be arrays),
//     volatile, restrict (the spill's memcpy would drop the qualifier), or
//     declared `register` (no address for the spill);
//   - it is the variable a destination of a spawn or task call other than a
//     plain variable designates (`parts` in `parts[i] = fork_spawn(f())`, `p`
//     in `*p = f()`): the child may write through a pointer there.  The
//     other variables the destination names (`i`) stay registers, stored at
//     the resume point like any live variable, unless the destination has
//     side effects (`parts[i++]`): evaluated after the point's stores, it
//     would leave a stale value in the frame.  nqueens at one worker: T1/Ts
//     1.27 with `i` in the frame, 1.02 without (docs/benchmarks.md).  A plain
//     scalar variable (`x = f()`) stays a register: the value comes back
//     natively and only a child that finishes elsewhere writes the
//     variable's frame field, which the slow clone then reads;
//   - its declaration initialises with a spawn or a task call inside a
//     larger expression, or in a declaration of several variables, a for
//     initialiser or a statement expression (`T x = f()` alone in a block
//     is lowered like `x = f()`);
//   - it is an unnamed parameter or its name comes from a macro (nothing to
//     spell in the fast clone), or a pointer to a variable-length array
//     (its dimensions are frame fields: AstQueries.cpp, isVmVar);
//   - it receives a spawn and a jump (`goto`, a `switch` case, a computed
//     goto's label) can enter its scope past its declaration: a join before
//     the declaration, where the variable is not in scope, cannot load what
//     the child wrote, and the jump then reads the variable
//     (docs/lowering.md, "Jumps past a spawn's destination").
// A declaration statement keeps all of its variables together: if one stays
// in the frame, all do (the fast clone cannot split `int x = 0, a[4];`).
// None of this holds for a local after whose declaration nothing in its
// block can suspend the task (TransientLocals.cpp): it stays a C local.
#include "Forkc.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace forkc {
namespace {

class ResidentCollector : public RecursiveASTVisitor<ResidentCollector> {
public:
  llvm::DenseSet<const VarDecl *> &Out;
  ResidentWhy *Why;
  const ASTContext &Ctx;
  ResidentCollector(llvm::DenseSet<const VarDecl *> &Out, ResidentWhy *Why, const ASTContext &Ctx)
      : Out(Out), Why(Why), Ctx(Ctx) {}

  // The first reason found is the one said.
  void add(const VarDecl *VD, llvm::StringRef Reason) {
    if (Out.insert(VD).second && Why)
      (*Why)[VD] = Reason.str();
  }
  // Every local E names: Root (the variable E designates, `a` in `a[i]`)
  // for RootReason, the others (`i`) for Others.
  void addRefs(const Expr *E, llvm::StringRef RootReason, llvm::StringRef Others) {
    const VarDecl *Root = rootVar(E);
    addRefsIn(E, Root, RootReason, Others);
  }
  void addRefsIn(const Stmt *S, const VarDecl *Root, llvm::StringRef RootReason,
                 llvm::StringRef Others) {
    if (!S)
      return;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (VD->hasLocalStorage())
          add(VD, VD == Root ? RootReason : Others);
    for (const Stmt *C : S->children())
      addRefsIn(C, Root, RootReason, Others);
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->getOpcode() == UO_AddrOf)
      addRefs(UO->getSubExpr(), "its address is taken",
              "it is named in an expression whose address is taken");
    return true;
  }
  // Declarations that stand as statements of a block outside statement
  // expressions: where Lowering.cpp lowers `T x = <call>` as a resume point.
  llvm::DenseSet<const Stmt *> BlockDecls;
  int InStmtExpr = 0;
  bool TraverseStmtExpr(StmtExpr *SE) {
    ++InStmtExpr;
    bool R = RecursiveASTVisitor::TraverseStmtExpr(SE);
    --InStmtExpr;
    return R;
  }
  // ---- jumps that bypass a declaration ----
  std::vector<const CompoundStmt *> Blocks; // enclosing blocks, innermost last
  bool TraverseCompoundStmt(CompoundStmt *CS) {
    Blocks.push_back(CS);
    bool R = RecursiveASTVisitor::TraverseCompoundStmt(CS);
    Blocks.pop_back();
    return R;
  }
  struct DeclScope {
    SourceLocation Decl, End; // the declaration's end, its block's `}`
  };
  llvm::DenseMap<const VarDecl *, DeclScope> Scopes;
  llvm::SmallPtrSet<const VarDecl *, 8> SpawnDests;
  // (from, to); an invalid `from` is anywhere (a computed goto).
  std::vector<std::pair<SourceLocation, SourceLocation>> Jumps;
  bool VisitGotoStmt(GotoStmt *G) {
    if (const LabelStmt *L = G->getLabel()->getStmt())
      Jumps.push_back({G->getGotoLoc(), L->getBeginLoc()});
    return true;
  }
  bool VisitSwitchStmt(SwitchStmt *S) {
    for (const SwitchCase *C = S->getSwitchCaseList(); C; C = C->getNextSwitchCase())
      Jumps.push_back({S->getBeginLoc(), C->getBeginLoc()});
    return true;
  }
  bool VisitAddrLabelExpr(AddrLabelExpr *A) {
    if (const LabelStmt *L = A->getLabel()->getStmt())
      Jumps.push_back({SourceLocation(), L->getBeginLoc()});
    return true;
  }
  // A spawn's destination that a jump from outside its scope can reach past
  // its declaration stays in the frame.
  void addBypassedSpawnDestinations(const SourceManager &SM) {
    auto Before = [&](SourceLocation A, SourceLocation B) {
      return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A), SM.getExpansionLoc(B));
    };
    for (const VarDecl *VD : SpawnDests) {
      auto It = Scopes.find(VD);
      if (It == Scopes.end())
        continue; // a parameter: in scope everywhere
      const DeclScope &S = It->second;
      auto Inside = [&](SourceLocation L) {
        return L.isValid() && Before(S.Decl, L) && Before(L, S.End);
      };
      for (const auto &[From, To] : Jumps)
        if (Inside(To) && !Inside(From)) {
          add(VD, "it receives a spawn's value and a jump can enter its scope past its "
                  "declaration");
          break;
        }
    }
  }

  bool VisitCompoundStmt(CompoundStmt *CS) {
    if (!InStmtExpr)
      for (const Stmt *C : CS->body())
        if (isa<DeclStmt>(C))
          BlockDecls.insert(C);
    return true;
  }
  static const VarDecl *plainVariable(const Expr *E) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParens()))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (VD->hasLocalStorage() && !mustResideByItself(VD))
          return VD;
    return nullptr;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->getOpcode() != BO_Assign)
      return true;
    const Expr *RHS = BO->getRHS()->IgnoreParenImpCasts();
    const Expr *LHS = BO->getLHS();
    if ((asSpawn(RHS) || taskCallee(RHS)) && !plainVariable(LHS)) {
      const char *RootReason = "it is part of a spawn's or task call's destination, which the "
                               "child may write through a pointer";
      if (LHS->HasSideEffects(Ctx))
        addRefs(LHS, RootReason,
                "it is named in a spawn's or task call's destination that has side effects");
      else if (const VarDecl *Root = rootVar(LHS); Root && Root->hasLocalStorage())
        add(Root, RootReason);
    }
    if (asSpawn(RHS))
      if (const VarDecl *VD = plainVariable(BO->getLHS()))
        SpawnDests.insert(VD);
    return true;
  }
  // `T x = fork_spawn(f(..))` or `T x = g(..)`, alone in a block statement.
  bool taskInitialised(const DeclStmt *DS, const VarDecl *VD) const {
    if (!DS->isSingleDecl() || !BlockDecls.count(DS) || !VD->getInit())
      return false;
    const Expr *Init = VD->getInit()->IgnoreImpCasts();
    return asSpawn(Init) || taskCallee(Init);
  }
  bool VisitDeclStmt(DeclStmt *DS) {
    const VarDecl *Any = nullptr;
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D)) {
        if (VD->hasLocalStorage() && !Blocks.empty())
          Scopes[VD] = {DS->getEndLoc(), Blocks.back()->getRBracLoc()};
        if (VD->hasLocalStorage() && VD->getInit() && asSpawn(VD->getInit()->IgnoreImpCasts()))
          SpawnDests.insert(VD);
      }
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        if (!Any && VD->hasLocalStorage()) {
          if (containsTaskWork(VD->getInit(), /*Markers=*/false) && !taskInitialised(DS, VD))
            add(VD, "its initialiser has a spawn or task call, and is not the whole "
                    "initialiser of a declaration of one variable standing in a block (not "
                    "in a for-loop's first clause or a statement expression)");
          if (Out.count(VD) || mustResideByItself(VD))
            Any = VD;
        }
    if (Any)
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          if (VD->hasLocalStorage() && VD != Any) {
            std::string Own = byItself(VD);
            add(VD, !Own.empty() ? Own
                                 : "it is declared in one declaration with '" +
                                       Any->getName().str() + "', which stays in the frame");
          }
    if (Any)
      add(Any, byItself(Any));
    return true;
  }
  // A task's own reducer too: its views fold into its frame field
  // (TaskLowering.h, reducers).
  static bool mustResideByItself(const VarDecl *VD) { return !byItself(VD).empty(); }
  // Why VD stays in the frame whatever the body does with it ("" if not).
  static std::string byItself(const VarDecl *VD) {
    QualType T = VD->getType();
    ReducerFns F;
    if (T->isArrayType())
      return "it is an array";
    if (T->isRecordType())
      return "it is a struct or union";
    if (T.isVolatileQualified())
      return "it is volatile";
    if (T.isRestrictQualified())
      return "it is restrict-qualified (a copy would drop the qualifier)";
    if (isVmVar(VD))
      return "it points to a variable-length array, whose dimensions are frame fields";
    if (VD->getStorageClass() == SC_Register)
      return "it is declared register";
    if (!VD->getIdentifier())
      return "it has no name";
    if (VD->getLocation().isMacroID())
      return "its name comes from a macro";
    if (reducerOf(VD, F) && !F.View)
      return "it is a reducer, whose views fold into its field";
    return "";
  }
};

} // namespace

llvm::DenseSet<const VarDecl *> frameResident(const FunctionDecl *FD, ResidentWhy *Why) {
  llvm::DenseSet<const VarDecl *> Out;
  ResidentCollector C(Out, Why, FD->getASTContext());
  for (const ParmVarDecl *P : FD->parameters())
    if (std::string Reason = ResidentCollector::byItself(P); !Reason.empty())
      C.add(P, Reason);
  C.TraverseStmt(FD->getBody());
  C.addBypassedSpawnDestinations(FD->getASTContext().getSourceManager());
  // A DeclStmt visited before a later `&x` of one of its variables (or one
  // of its variables added just above): close over declaration statements
  // once more.
  C.TraverseStmt(FD->getBody());
  for (const VarDecl *VD : transientLocals(FD)) { // no resume point can outlive them
    Out.erase(VD);
    if (Why)
      Why->erase(VD);
  }
  return Out;
}

std::string fastName(const VarDecl *VD, llvm::StringRef Field) {
  return VD->getName() == Field ? Field.str() : "__forkc_" + Field.str();
}

} // namespace forkc
