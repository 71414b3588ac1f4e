// A task's reducers (docs/using-forkc.md, "Parallel loops and reducers"; OpenCilk's hyperobject
// semantics, per frame, abi.h), from syntax to output:
//   - the plan: the task's own reducers (`T fork_reducer(id, red) x`, kept in
//     the frame) and the views its parameters point to (`T fork_reducer(id,
//     red) *p`), each with a forkc_reducer_views field (findReducers);
//   - the checks: a reducer handed to a spawned child only where the child's
//     continuations keep it apart, and reducers only where a view can be
//     kept (checkReducerAddresses; CheckSpawns.cpp refuses the end of a
//     reducer's block while a child it was handed may run);
//   - the emitters: in the slow clone a steal at a spawn gives the
//     continuation a fresh view, every reference reads the current view, and
//     each join folds the views into the leftmost in serial order.  The fast
//     clone is never stolen from: its references are the leftmost.
// Reducers with static storage are the running strand's views
// (StaticReducers.cpp); a fork_for body's are view parameters of its
// generated task (ForLoops.cpp).
#include "TaskLowering.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace forkc {

// ---- the checks ----
namespace {

// A reducer handed to a spawned child: its address (&x, &x.f, x.arr
// decaying) or a view parameter passed on.  The task that spawns gives its
// continuation a view of its own after a steal (TaskLowering, reducers), so
// the child may update the one it was given -- if its own continuations do
// the same, which a task does for a parameter declared as a reducer view.
// A reducer with static storage is handed on as the spawner's strand's view
// (StaticReducers.cpp), which the continuation leaves to the child after a
// steal just the same.  Refused: a child task that spawns or calls tasks
// with a plain pointer parameter (its continuation and its children would
// share one view).  One error per spawn.
class ReducerAddressChecker : public RecursiveASTVisitor<ReducerAddressChecker> {
public:
  explicit ReducerAddressChecker(Reporter &R) : R(R) {}
  bool VisitBinaryOperator(BinaryOperator *BO) {
    const BinaryOperator *Sp = asSpawn(BO);
    const CallExpr *CE = Sp ? spawnedCall(Sp) : nullptr;
    if (!CE)
      return true;
    for (unsigned I = 0; I < CE->getNumArgs(); ++I)
      if (const Expr *At = reducerIn(CE->getArg(I))) {
        if (refuse(At, CE, I))
          break;
      }
    return true;
  }

private:
  // The reducer an expression names: the variable whose address it takes,
  // or a view parameter it reads.
  static const VarDecl *reducerNamed(const Expr *E) {
    ReducerFns F;
    if (const VarDecl *VD = addressTakenOf(E); VD && reducerOf(VD, F) && !F.View)
      return VD;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *PD = dyn_cast<ParmVarDecl>(DRE->getDecl()); PD && reducerOf(PD, F) && F.View)
        return PD;
    return nullptr;
  }
  // The first subexpression of S that hands a reducer on, or null.
  // Indexing an array reducer (x[i]) reads an element: its decay is not an
  // address handed on.
  static const Expr *reducerIn(const Stmt *S) {
    if (!S)
      return nullptr;
    if (const auto *E = dyn_cast<Expr>(S); E && reducerNamed(E))
      return E;
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(S)) {
      if (const Expr *At = reducerIn(AS->getBase()->IgnoreImpCasts()))
        return At;
      return reducerIn(AS->getIdx());
    }
    for (const Stmt *C : S->children())
      if (const Expr *At = reducerIn(C))
        return At;
    return nullptr;
  }
  // Whether the child may update the view it is given as argument I.
  static bool childKeepsToItsView(const FunctionDecl *Callee, unsigned I) {
    if (!Callee || !isTask(Callee))
      return true; // plain C: a leaf, it runs to its end in the child's strand
    ReducerFns F;
    if (I < Callee->getNumParams() && reducerOf(Callee->getParamDecl(I), F) && F.View)
      return true;
    const FunctionDecl *Def = nullptr;
    return Callee->hasBody(Def) && !containsTaskWork(Def->getBody(), /*Markers=*/true);
  }
  bool refuse(const Expr *At, const CallExpr *CE, unsigned I) {
    const VarDecl *VD = reducerNamed(At);
    const FunctionDecl *Callee = CE->getDirectCallee();
    std::string Name = VD->getName().str();
    std::string Child = Callee ? Callee->getNameAsString() : std::string("?");
    if (childKeepsToItsView(Callee, I))
      return false;
    const ParmVarDecl *P = I < Callee->getNumParams() ? Callee->getParamDecl(I) : nullptr;
    std::string PName = P && P->getIdentifier() ? "'" + P->getName().str() + "' " : "";
    R.error(At->getBeginLoc(),
            "reducer '" + Name + "' is passed to spawned task '" + Child + "', whose parameter " +
                PName + "is not a reducer view",
            "'" + Child +
                "' spawns or calls tasks, whose continuations would share the view: "
                "declare the parameter `T fork_reducer(identity, reduce) *p`, or spawn into a "
                "variable (long c = fork_spawn(...)) and add it to '" +
                Name + "' after fork_join()");
    return true;
  }
  Reporter &R;
};

// fork_reducer (cilk_reducer) where the lowering looks for none: it reads
// the annotation of a variable, or of the typedef naming a variable's type
// (a hyperobject type, reducerTypedef), so one on a member would make a
// plain shared variable, raced on silently, and an array has no view of
// its own per element.
class ReducerPlaceChecker : public RecursiveASTVisitor<ReducerPlaceChecker> {
public:
  explicit ReducerPlaceChecker(Reporter &R) : R(R) {}
  bool VisitFieldDecl(FieldDecl *D) {
    if (annotated(D) || hyperobjectIn(D->getType()))
      R.error(D->getLocation(), "a reducer as a member '" + D->getName().str() + "'",
              "forkc makes reducers of variables: declare the reducer as a variable of its "
              "own, or make the whole struct the reducer's view type");
    return true;
  }
  // `long cilk_reducer(zero, plus) a[4]` and `long_hyper a[4]` are four
  // reducers in OpenCilk; in forkc a reducer array is one reducer whose
  // view is the whole array.
  bool VisitVarDecl(VarDecl *D) {
    bool Cilk = annotated(D, "forkc_cilk_reducer") && D->getType()->isArrayType();
    if (Cilk || hyperobjectArray(D->getType()))
      R.error(D->getLocation(), "an array of Cilk reducers '" + D->getName().str() + "'",
              "forkc makes one reducer of a variable, whose view is the whole array: give "
              "identity and reduce over the whole array (`long cilk_reducer(zero4, plus4) "
              "a[4]`), or declare one reducer per element");
    return true;
  }

private:
  static bool annotated(const Decl *D, llvm::StringRef What = "forkc_reducer") {
    for (const auto *A : D->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == What)
        return true;
    return false;
  }
  // A hyperobject type, or an array of one.
  static bool hyperobjectIn(QualType T) { return reducerTypedef(T) || hyperobjectArray(T); }
  // An array whose elements are hyperobjects (not a hyperobject type that
  // is an array: one reducer).
  static bool hyperobjectArray(QualType T) {
    const ArrayType *AT = reducerTypedef(T) ? nullptr : T->getAsArrayTypeUnsafe();
    return AT && hyperobjectIn(AT->getElementType());
  }
  Reporter &R;
};

} // namespace

bool checkReducerAddresses(TranslationUnitDecl *TU, Reporter &R) {
  unsigned Errors = R.count();
  ReducerAddressChecker C(R);
  C.TraverseDecl(TU);
  ReducerPlaceChecker P(R);
  P.TraverseDecl(TU);
  return R.count() == Errors;
}

namespace detail {

// ---- the plan ----
// The task's reducers: its own live in the frame (frameResident), where
// their views fold; a view parameter's leftmost is what it points to.
void findReducers(TaskPlan &P) {
  auto Add = [&](const VarDecl *VD) {
    ReducerFns F;
    if (!reducerOf(VD, F))
      return;
    QualType T = F.View ? VD->getType()->getPointeeType() : VD->getType();
    if (T.isNull())
      return;
    P.Reducers.push_back({VD, F, T, "__forkc_views_" + P.Layout.FieldOf[VD]});
    P.Layout.TempDecls.push_back("forkc_reducer_views " + P.Reducers.back().Views);
  };
  for (const FrameVar &V : P.Layout.Params)
    Add(V.VD);
  for (const FrameVar &V : P.Layout.Locals)
    Add(V.VD);
}

// ---- the emitters ----
// The leftmost view's address: the reducer's field, or the parameter's
// value when the frame is made (a view parameter is not assigned).
std::string TaskLowering::reducerLeftmost(const TaskReducer &Rd) {
  return Rd.Fns.View ? "(void *)" + varText(Rd.VD) : "(void *)&__f->" + L.FieldOf.lookup(Rd.VD);
}

// Slow clone: how a reference spells the current view (a pointer for a
// view parameter, the value for the task's own reducer).
std::string TaskLowering::reducerRef(const TaskReducer &Rd) {
  std::string Cur =
      "((" + typeText(Ctx.getPointerType(Rd.T)) + ")forkc_reducer_current(&__f->" + Rd.Views + "))";
  return Rd.Fns.View ? Cur : "(*" + Cur + ")";
}

// Where the frame is made: no view yet.
std::string TaskLowering::reducerViewsInit() {
  std::string S;
  for (const TaskReducer &Rd : Reducers)
    S += "__f->" + Rd.Views + " = (forkc_reducer_views){0, 0, " + reducerLeftmost(Rd) + "}; ";
  return S;
}

// Slow clone, resumed at a spawn's label (only a steal gets there).
std::string TaskLowering::reducerSteal() {
  std::string S;
  if (!Fast)
    for (const TaskReducer *Rd : ReducerScope)
      S += "forkc_reducer_new_view(&__f->" + Rd->Views + ", sizeof(" + typeText(Rd->T) + "), " +
           Rd->Fns.Identity + "); ";
  return S;
}

// Fold a reducer's views into its leftmost and free them.
std::string TaskLowering::reducerFold(const TaskReducer &Rd) {
  return "forkc_reducer_fold(&__f->" + Rd.Views + ", " + Rd.Fns.Reduce + "); ";
}

// Slow clone, after a join: every child is done with its view.  Every
// reducer of the task, in scope or not: views of an instance whose block
// ended before the join (or that a `break` or `continue` left) go into
// that (dead) instance and are freed here at the latest.
std::string TaskLowering::reducerJoin() {
  std::string S;
  if (!Fast)
    for (const TaskReducer &Rd : Reducers)
      S += reducerFold(Rd);
  return S;
}

} // namespace detail
} // namespace forkc
