// Finding the calls of a task itself that its fast clone runs as a loop
// (TaskPlan.h, TailLoop; the emitter is EmitTailLoop.cpp).
//
// fib's `b = fib(n - 2); fork_join(); return a + b;` is, in the fast clone,
// the last thing the activation does: every child it spawned has returned
// (a fast clone whose continuation was stolen never gets this far:
// docs/design.md §2.1, the fast clone), so the join is a no-op and `a` is
// known before the call.  The activation can become its callee:
// `__forkc_acc += a`, the parameters take the call's arguments, and the body
// starts again, keeping its frame (its parent, kind and result slot are the
// ones the callee's value goes to).  That is LLVM's accumulator tail-recursion elimination
// (TailRecursionElimination.cpp), which clang applies to the serial
// elision and which the lowered call hides: it halves fib's calls.
//
// A thief that takes the frame later resumes the slow clone, which makes
// the call as written; its returns combine their value with the frame's
// `__forkc_acc`.  What the rewrite needs, and why:
//   - an optimising build (LangOptions::Optimize) without
//     -fno-optimize-sibling-calls or -fplugin-arg-forkplugin-no-tail-loops:
//     otherwise every call keeps its debugger frame, as with clang's own
//     elimination;
//   - a lazily made frame with nothing in it at entry, no reducer, no VLA
//     and no work/span build: the loop reuses the frame and its locals;
//   - parameters the clone can assign (named, not const, not variably
//     modified), and a task that is not variadic;
//   - no declaration in the body with a parameter's name (a block-scope
//     `extern`, enumerator or typedef would take the loop's assignment of
//     the parameter, which is written by name);
//   - arguments without side effects (a compound literal whose address
//     would reach the callee is refused in any task, Checks.cpp);
//   - the combined value without side effects and without signed
//     arithmetic that may overflow (unless -fwrapv), built of constants and
//     locals whose address is never taken (a lazy frame has none in it), so
//     that computing it before the call changes nothing the call could see
//     or change, and cannot trap or be undefined where the call would never
//     have returned;
//   - for a combined value: an integer result (not _Bool or an enum) of at
//     most 64 bits, one operator for all sites, and no `return g(x)` (the
//     slow clone hands that value to its parent without combining it).
#include "TaskLowering.h"

using namespace clang;

namespace forkc {
namespace detail {

namespace {

struct TailFinder {
  TaskPlan &P;
  ASTContext &Ctx;
  const FunctionDecl *FD;
  std::set<BinaryOperatorKind> Ops;

  // `f(args)` for this very task, not spawned, with arguments free of side
  // effects, written outside macros.
  const CallExpr *selfCall(const Expr *E) const {
    const auto *CE = dyn_cast_or_null<CallExpr>(E ? E->IgnoreParenImpCasts() : nullptr);
    if (!CE || asSpawn(CE) || !taskCallee(CE) || CE->getBeginLoc().isMacroID() ||
        CE->getEndLoc().isMacroID())
      return nullptr;
    const FunctionDecl *C = CE->getDirectCallee();
    if (!C || C->getCanonicalDecl() != FD->getCanonicalDecl() ||
        CE->getNumArgs() != FD->getNumParams())
      return nullptr;
    for (const Expr *A : CE->arguments())
      if (A->HasSideEffects(Ctx))
        return nullptr;
    return CE;
  }

  // `T v = f(args);`, `v = f(args);` (V: v) or `f(args);` (V: null).
  const CallExpr *selfCallStmt(const Stmt *S, const VarDecl *&V) const {
    V = nullptr;
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      const auto *VD = DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
      if (!VD || !VD->getInit() || !plainLocal(VD))
        return nullptr;
      V = VD;
      return selfCall(VD->getInit());
    }
    const auto *E = dyn_cast<Expr>(S);
    if (!E)
      return nullptr;
    E = E->IgnoreParens();
    if (const auto *BO = dyn_cast<BinaryOperator>(E); BO && BO->getOpcode() == BO_Assign) {
      const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParens());
      const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
      if (!VD || !plainLocal(VD))
        return nullptr;
      V = VD;
      return selfCall(BO->getRHS());
    }
    return selfCall(E);
  }

  // A local of the task, of the task's own type, not volatile: the value
  // the call returns, unchanged.
  bool plainLocal(const VarDecl *VD) const {
    return VD->hasLocalStorage() && !VD->getType().isVolatileQualified() &&
           Ctx.hasSameUnqualifiedType(VD->getType(), FD->getReturnType());
  }

  // Arithmetic in E's type that may overflow, where overflow is undefined
  // (or traps, -ftrapv): the serial program would not compute it at all if
  // the call never returned.
  bool mayOverflow(const Expr *E) const {
    return E->getType()->isSignedIntegerType() && !Ctx.getLangOpts().isSignedOverflowDefined();
  }

  // Made of constants and locals the call cannot change (no address taken:
  // the frame is lazy, so none is frame-resident), without side effects,
  // traps, overflow or undefined shifts, not reading V.
  bool known(const Expr *E, const VarDecl *V) const {
    E = E->IgnoreParens();
    if (!E->getType()->isIntegerType())
      return false;
    if (isa<IntegerLiteral>(E) || isa<CharacterLiteral>(E))
      return true;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      if (isa<EnumConstantDecl>(DRE->getDecl()))
        return true;
      const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      return VD && VD != V && VD->hasLocalStorage() && !VD->getType().isVolatileQualified() &&
             !P.Resident.count(VD);
    }
    if (const auto *CE = dyn_cast<CastExpr>(E)) {
      CastKind K = CE->getCastKind();
      return (K == CK_IntegralCast || K == CK_LValueToRValue || K == CK_NoOp) &&
             known(CE->getSubExpr(), V);
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      UnaryOperatorKind K = UO->getOpcode();
      return (K == UO_Plus || K == UO_Not || (K == UO_Minus && !mayOverflow(UO))) &&
             known(UO->getSubExpr(), V);
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      BinaryOperatorKind K = BO->getOpcode();
      bool Wraps = (K == BO_Add || K == BO_Sub || K == BO_Mul) && !mayOverflow(BO);
      return (Wraps || K == BO_And || K == BO_Or || K == BO_Xor) && known(BO->getLHS(), V) &&
             known(BO->getRHS(), V);
    }
    return false;
  }

  static bool isVar(const Expr *E, const VarDecl *V) {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return V && DRE && DRE->getDecl() == V;
  }

  static bool isJoinStmt(const Stmt *S) {
    const auto *E = dyn_cast_or_null<Expr>(S);
    return E && isJoin(E);
  }

  void add(const CallExpr *CE, const Expr *Other, BinaryOperatorKind Op) {
    P.Tail.Sites[CE].Other = Other;
    if (Other)
      Ops.insert(Op);
  }

  // The statements of a block that end at index Last: a site if they are
  // `<call stmt> [join] return <value>;`, or, at the end of a void task
  // (AtEnd), `<call stmt> [join]`.  (`return f(args);` is scan's.)
  void matchEnding(const CompoundStmt *CS, size_t Last, bool AtEnd) {
    const Stmt *const *Body = CS->body_begin();
    const auto *RS = dyn_cast<ReturnStmt>(Body[Last]);
    if (!RS && !AtEnd)
      return;
    size_t I = RS ? Last : Last + 1; // one past the call statement's candidates
    if (I > 0 && isJoinStmt(Body[I - 1]))
      --I;
    if (I == 0)
      return;
    const VarDecl *V;
    const CallExpr *CE = selfCallStmt(Body[I - 1], V);
    if (!CE)
      return;
    const Expr *R = RS ? RS->getRetValue() : nullptr;
    if (!R) { // a void task: nothing to hand back
      if (FD->getReturnType()->isVoidType())
        add(CE, nullptr, BO_Add);
      return;
    }
    if (isVar(R, V)) {
      add(CE, nullptr, BO_Add);
      return;
    }
    const auto *BO = dyn_cast<BinaryOperator>(R->IgnoreParenImpCasts());
    if (!BO || !BO->getType()->isIntegerType())
      return;
    BinaryOperatorKind Op = BO->getOpcode();
    if (Op != BO_Add && Op != BO_Mul && Op != BO_And && Op != BO_Or && Op != BO_Xor)
      return;
    const Expr *Other = isVar(BO->getRHS(), V)   ? BO->getLHS()
                        : isVar(BO->getLHS(), V) ? BO->getRHS()
                                                 : nullptr;
    if (Other && known(Other, V))
      add(CE, Other, Op);
  }

  // Sites in S; AtEnd: S ends the body of a void task's last statement
  // (falling off its end returns).  Loops, switches and statement
  // expressions are not entered.
  void scan(const Stmt *S, bool AtEnd) {
    if (!S)
      return;
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
      size_t N = CS->size();
      for (size_t I = 0; I < N; ++I) {
        const Stmt *C = CS->body_begin()[I];
        bool Last = AtEnd && I + 1 == N;
        scan(C, Last);
        if (isa<ReturnStmt>(C))
          matchEnding(CS, I, false);
        else if (Last)
          matchEnding(CS, I, true);
      }
    } else if (const auto *IS = dyn_cast<IfStmt>(S)) {
      scan(IS->getThen(), AtEnd);
      scan(IS->getElse(), AtEnd);
    } else if (const auto *LS = dyn_cast<LabelStmt>(S)) {
      scan(LS->getSubStmt(), AtEnd);
    } else if (const auto *RS = dyn_cast<ReturnStmt>(S)) { // `return f(args);`, in a block or not
      if (const CallExpr *CE = selfCall(RS->getRetValue()))
        add(CE, nullptr, BO_Add);
    }
  }
};

// Any `return g(x);`, g a task: the slow clone has g write the value to the
// parent's slot itself (EmitReturn.cpp), where no accumulator can join it.
bool returnsTaskCall(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *RS = dyn_cast<ReturnStmt>(S))
    if (const Expr *E = RS->getRetValue())
      if (taskCallee(E->IgnoreParenImpCasts()))
        return true;
  for (const Stmt *C : S->children())
    if (returnsTaskCall(C))
      return true;
  return false;
}

using NameSet = llvm::SmallPtrSet<const IdentifierInfo *, 8>;

// Whether D, or a declaration inside it (an enumerator of a block-scope
// enum, also one declared in a struct), is an ordinary identifier of Names.
bool declares(const Decl *D, const NameSet &Names) {
  if (const auto *ND = dyn_cast<NamedDecl>(D))
    if (ND->isInIdentifierNamespace(Decl::IDNS_Ordinary) && ND->getIdentifier() &&
        Names.count(ND->getIdentifier()))
      return true;
  if (const auto *DC = dyn_cast<DeclContext>(D))
    for (const Decl *C : DC->decls())
      if (declares(C, Names))
        return true;
  return false;
}

// A declaration in S that hides one of Names (the parameters) somewhere.
bool hidesName(const Stmt *S, const NameSet &Names) {
  if (!S)
    return false;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (declares(D, Names))
        return true;
  for (const Stmt *C : S->children())
    if (hidesName(C, Names))
      return true;
  return false;
}

bool loopable(const TaskPlan &P, const ASTContext &Ctx) {
  const FunctionDecl *FD = P.FD;
  if (!Ctx.getLangOpts().Optimize || !tailLoopsEnabled() || workspanEnabled() || !P.LazyFrame ||
      !P.Reducers.empty() || P.HasStackCalls || FD->isVariadic())
    return false;
  NameSet Names;
  for (const ParmVarDecl *Parm : FD->parameters()) {
    if (Parm->getType().isConstQualified() || isVmParam(Parm) || !Parm->getIdentifier())
      return false;
    Names.insert(Parm->getIdentifier());
  }
  for (const FrameVar &V : P.Layout.Locals)
    if (isTaskVla(V.VD) || isVmVar(V.VD))
      return false;
  return !hidesName(FD->getBody(), Names);
}

} // namespace

void findTailLoop(TaskPlan &P, ASTContext &Ctx) {
  if (!loopable(P, Ctx))
    return;
  TailFinder F{P, Ctx, P.FD, {}};
  F.scan(P.FD->getBody(), P.FD->getReturnType()->isVoidType());
  if (F.Ops.empty())
    return;
  QualType RT = P.FD->getReturnType();
  bool Combines = F.Ops.size() == 1 && RT->isIntegerType() && !RT->isBooleanType() &&
                  !RT->isEnumeralType() && Ctx.getTypeSize(RT) <= 64 &&
                  !returnsTaskCall(P.FD->getBody());
  if (!Combines) { // keep the sites that hand the value back as it is
    for (auto It = P.Tail.Sites.begin(); It != P.Tail.Sites.end();)
      It = It->second.Other ? P.Tail.Sites.erase(It) : std::next(It);
    return;
  }
  P.Tail.Accumulates = true;
  P.Tail.Op = *F.Ops.begin();
  P.Layout.TempDecls.push_back("unsigned long long __forkc_acc");
}

} // namespace detail
} // namespace forkc
