// fork_for: a loop whose iterations run in parallel (docs/lowering.md,
// "Parallel loops").  Lowered before the tasks, as a source rewrite whose
// result is parsed again (Action.cpp, runNested): each outermost fork_for
// becomes a call of a generated task that splits the iteration range in
// halves, spawning the first half and calling the second (the cilk_for
// shape: O(log n) span, a thief takes the larger remaining half), down to a
// grain of iterations run in a plain loop.  Variables of the enclosing
// function the body names are captured by address in a context struct, so
// the body reads and writes them as the serial loop would.  A fork_for
// nested in the body is lowered by the next round, inside the generated task.
//
// In the enclosing function (one line, where the loop was):
//   { T __forkc_lo = (lo); __typeof__(hi) __forkc_hi = (hi); <step checks>
//     unsigned long long __forkc_n = <iterations>;
//     if (__forkc_n) { struct __forkc_for_ctx_N c = {&x, .., lo, k, grain};
//                      __forkc_for_N(&c, 0, __forkc_n); } }
// After the enclosing function (under #line, so the body keeps its lines):
//   fork_task static void __forkc_for_N(ctx *c, ull b, ull e) {
//     if (e - b > c->grain) { ull m = b + (e - b) / 2;
//       fork_spawn(__forkc_for_N(c, b, m)); __forkc_for_N(c, m, e);
//       fork_join(); return; }
//     for (ull j = b; j < e; j++) { T i = lo + j * k; BODY } }
// A body that spawns joins at the end of each iteration (do { BODY } while
// (0); fork_join();), as a cilk_for iteration does: the leaf activation has
// no other spawn outstanding, so that join waits for the iteration alone.
#include "Forkc.h"
#include "TaskLowering.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

#include "llvm/ADT/SetVector.h"

#include <map>
#include <set>

using namespace clang;

namespace forkc {

// The generated task's name is this prefix and the loop's number.
static constexpr llvm::StringLiteral LoopTaskPrefix("__forkc_for_");

bool isLoopTask(const FunctionDecl *FD) { return FD->getName().starts_with(LoopTaskPrefix); }

// `switch (__forkc_for_marker__()) default: for (...) body` (forkc.h).
bool isForkFor(const Stmt *S) {
  const auto *SS = dyn_cast_or_null<SwitchStmt>(S);
  return SS && isMarkerCall(SS->getCond()->IgnoreImpCasts(), "__forkc_for_marker__");
}

namespace {

unsigned NextLoopId = 0; // unique across the rounds of one compile
// Whether a fork_for is nested anywhere under S.
bool containsForkFor(const Stmt *S) {
  if (!S)
    return false;
  if (isForkFor(S))
    return true;
  for (const Stmt *C : S->children())
    if (containsForkFor(C))
      return true;
  return false;
}
const ForStmt *userLoop(const SwitchStmt *SS) {
  const auto *DS = dyn_cast_or_null<DefaultStmt>(SS->getBody());
  return DS ? dyn_cast_or_null<ForStmt>(DS->getSubStmt()) : nullptr;
}
const CallExpr *asGrain(const Stmt *S) {
  const auto *E = dyn_cast_or_null<Expr>(S);
  return isMarkerCall(E, "__forkc_for_grain_marker__") ? cast<CallExpr>(E->IgnoreParens())
                                                       : nullptr;
}

const VarDecl *refVar(const Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
}

// C's other form of a loop's start, `i = lo` (Cilk Plus allows it in C):
// the assignment, or null.
const BinaryOperator *assignedStart(const ForStmt *L) {
  const auto *E = dyn_cast_or_null<Expr>(L->getInit());
  const auto *A = E ? dyn_cast<BinaryOperator>(E->IgnoreParens()) : nullptr;
  return A && A->getOpcode() == BO_Assign && refVar(A->getLHS()) ? A : nullptr;
}

// The variables that fork_for loops nested under S assign as their loop
// variable (`int j; fork_for (i = ..) fork_for (j = ..)`).
void nestedAssignedVars(const Stmt *S, llvm::DenseSet<const VarDecl *> &Out) {
  if (!S)
    return;
  if (isForkFor(S))
    if (const ForStmt *L = userLoop(cast<SwitchStmt>(S)))
      if (const BinaryOperator *A = assignedStart(L))
        Out.insert(refVar(A->getLHS()));
  for (const Stmt *C : S->children())
    nestedAssignedVars(C, Out);
}

// A call of anything but a builtin or a marker of forkc.h under S.
bool callsFunctions(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *CE = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || (!FD->getBuiltinID() && !FD->getName().starts_with("__forkc_")))
      return true;
  }
  for (const Stmt *C : S->children())
    if (callsFunctions(C))
      return true;
  return false;
}

bool mentions(const Stmt *S, const VarDecl *VD) {
  if (!S)
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
    if (DRE->getDecl() == VD)
      return true;
  for (const Stmt *C : S->children())
    if (mentions(C, VD))
      return true;
  return false;
}

// Variables S writes (assignments, ++/--) and, separately, those whose
// address S takes.
void collectWrites(const Stmt *S, llvm::DenseSet<const VarDecl *> &Written,
                   llvm::DenseSet<const VarDecl *> &Addressed) {
  if (!S)
    return;
  if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isAssignmentOp())
    Written.insert(rootVar(BO->getLHS()));
  if (const auto *U = dyn_cast<UnaryOperator>(S); U && U->isIncrementDecrementOp())
    Written.insert(rootVar(U->getSubExpr()));
  if (const auto *E = dyn_cast<Expr>(S))
    if (const VarDecl *A = addressTakenOf(E))
      Addressed.insert(A);
  for (const Stmt *C : S->children())
    collectWrites(C, Written, Addressed);
}

// The loop a fork_for wrote: for (T i = lo; i OP hi; i STEP).
struct LoopShape {
  const VarDecl *Var = nullptr;
  bool Assigned = false; // `i = lo`: a local of the function, given the serial final value
  const Expr *Lo = nullptr, *Hi = nullptr, *Step = nullptr; // Step null: 1
  BinaryOperatorKind Op = BO_LT;                            // with Var on the left
  bool Up = true;                                           // increasing
};

BinaryOperatorKind mirror(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_LT:
    return BO_GT;
  case BO_GT:
    return BO_LT;
  case BO_LE:
    return BO_GE;
  case BO_GE:
    return BO_LE;
  default:
    return Op;
  }
}

class ForLowering {
public:
  ForLowering(ASTContext &Ctx, Reporter &R, std::map<FileID, EditSet> &Edits)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()), R(R), Edits(Edits) {}

  // Lower the outermost fork_for loops of FD; true if there was any.
  bool lowerFunction(const FunctionDecl *FD) {
    this->FD = FD;
    Found = false;
    walk(FD->getBody());
    return Found;
  }

private:
  ASTContext &Ctx;
  SourceManager &SM;
  const LangOptions &LO;
  Reporter &R;
  std::map<FileID, EditSet> &Edits;
  const FunctionDecl *FD = nullptr;
  bool Found = false;

  // ---- finding the loops ----
  void walk(const Stmt *S) {
    if (!S)
      return;
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
      const CallExpr *Grain = nullptr;
      for (const Stmt *C : CS->body()) {
        if (Grain && !isForkFor(C)) {
          R.error(Grain->getBeginLoc(), "fork_for_grain(g) is not followed by a fork_for",
                  "write it as the statement right before the fork_for it applies to");
          Grain = nullptr;
        }
        if (const CallExpr *G = asGrain(C)) {
          Grain = G;
          continue;
        }
        if (isForkFor(C)) {
          lowerLoop(cast<SwitchStmt>(C), Grain);
          Grain = nullptr;
          continue;
        }
        walk(C);
      }
      if (Grain)
        R.error(Grain->getBeginLoc(), "fork_for_grain(g) is not followed by a fork_for",
                "write it as the statement right before the fork_for it applies to");
      return;
    }
    if (isForkFor(S)) {
      lowerLoop(cast<SwitchStmt>(S), nullptr);
      return;
    }
    if (const CallExpr *G = asGrain(S)) {
      R.error(G->getBeginLoc(), "fork_for_grain(g) is not followed by a fork_for",
              "write it as the statement right before the fork_for it applies to");
      return;
    }
    for (const Stmt *C : S->children())
      walk(C);
  }

  // ---- the loop's shape ----
  bool shapeOf(const ForStmt *L, LoopShape &Sh) {
    const char *Hint = "write fork_for (T i = lo; i < hi; i++), or i = lo for a local i, with "
                       "an integer or pointer T; the condition may be <, <=, !=, >, >= and the "
                       "step ++, --, += k, -= k, i = i + k or i = i - k";
    const auto *DS = dyn_cast_or_null<DeclStmt>(L->getInit());
    const VarDecl *VD = DS && DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
    const Expr *Lo = VD ? VD->getInit() : nullptr;
    if (const BinaryOperator *A = assignedStart(L)) {
      VD = refVar(A->getLHS());
      Lo = A->getRHS();
      Sh.Assigned = true;
    }
    if (!VD || !Lo) {
      R.error(L->getBeginLoc(),
              "fork_for must declare its loop variable with an initial value, or assign one "
              "to a local variable",
              Hint);
      return false;
    }
    // Each iteration has its own copy of a variable assigned here, and the
    // variable gets the serial loop's final value after the loop: a
    // variable others can reach while the loop runs would see neither.
    if (Sh.Assigned && (!VD->hasLocalStorage() || VD->getType().isVolatileQualified())) {
      R.error(L->getInit()->getBeginLoc(),
              "fork_for loop variable '" + VD->getName().str() + "' is " +
                  (VD->hasLocalStorage() ? "volatile" : "not a local variable"),
              "the iterations run in parallel, each with its own copy of the loop variable: "
              "declare it in the loop, fork_for (T " +
                  VD->getName().str() + " = lo; ...), or use a local variable");
      return false;
    }
    QualType T = VD->getType();
    if (!(T->isPointerType() || (T->isIntegerType() && !T->isBooleanType())) ||
        (T->isIntegerType() && Ctx.getTypeSize(T) > 64)) {
      R.error(VD->getLocation(),
              "fork_for loop variable '" + VD->getName().str() +
                  "' must have an integer (up to 64 bits) or pointer type",
              Hint);
      return false;
    }
    Sh.Var = VD;
    Sh.Lo = Lo;
    const auto *C =
        dyn_cast_or_null<BinaryOperator>(L->getCond() ? L->getCond()->IgnoreParens() : nullptr);
    if (!C || !(C->getOpcode() == BO_LT || C->getOpcode() == BO_LE || C->getOpcode() == BO_GT ||
                C->getOpcode() == BO_GE || C->getOpcode() == BO_NE)) {
      R.error(L->getCond() ? L->getCond()->getBeginLoc() : L->getBeginLoc(),
              "fork_for condition must compare the loop variable with a bound", Hint);
      return false;
    }
    if (refVar(C->getLHS()) == VD && !mentions(C->getRHS(), VD)) {
      Sh.Hi = C->getRHS();
      Sh.Op = C->getOpcode();
    } else if (refVar(C->getRHS()) == VD && !mentions(C->getLHS(), VD)) {
      Sh.Hi = C->getLHS();
      Sh.Op = mirror(C->getOpcode());
    } else {
      R.error(C->getBeginLoc(),
              "fork_for condition must compare the loop variable '" + VD->getName().str() +
                  "' with a bound that does not depend on it",
              Hint);
      return false;
    }
    const Expr *Inc = L->getInc() ? L->getInc()->IgnoreParens() : nullptr;
    bool StepOk = false;
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc)) {
      StepOk = U->isIncrementDecrementOp() && refVar(U->getSubExpr()) == VD;
      Sh.Up = U->isIncrementOp();
    } else if (const auto *CA = dyn_cast_or_null<CompoundAssignOperator>(Inc)) {
      StepOk = (CA->getOpcode() == BO_AddAssign || CA->getOpcode() == BO_SubAssign) &&
               refVar(CA->getLHS()) == VD && !mentions(CA->getRHS(), VD);
      Sh.Up = CA->getOpcode() == BO_AddAssign;
      Sh.Step = CA->getRHS();
    } else if (const auto *A = dyn_cast_or_null<BinaryOperator>(Inc);
               A && A->getOpcode() == BO_Assign && refVar(A->getLHS()) == VD) {
      // `i = i + k`, `i = k + i`, `i = i - k` (OpenCilk and Cilk Plus take
      // them, as `p = p + k` over a pointer): the step k of `i += k`.
      const auto *Sum = dyn_cast<BinaryOperator>(A->getRHS()->IgnoreParenImpCasts());
      if (Sum && (Sum->getOpcode() == BO_Add || Sum->getOpcode() == BO_Sub)) {
        const Expr *K = nullptr;
        if (refVar(Sum->getLHS()) == VD)
          K = Sum->getRHS();
        else if (Sum->getOpcode() == BO_Add && refVar(Sum->getRHS()) == VD)
          K = Sum->getLHS();
        StepOk = K && !mentions(K, VD);
        Sh.Up = Sum->getOpcode() == BO_Add;
        Sh.Step = K;
      }
    }
    if (!StepOk) {
      R.error(Inc ? Inc->getBeginLoc() : L->getBeginLoc(),
              "fork_for step must be ++, --, += k, -= k, i = i + k or i = i - k of the loop "
              "variable '" +
                  VD->getName().str() + "'",
              Hint);
      return false;
    }
    bool Less = Sh.Op == BO_LT || Sh.Op == BO_LE, More = Sh.Op == BO_GT || Sh.Op == BO_GE;
    if ((Less && !Sh.Up) || (More && Sh.Up)) {
      R.error(Inc->getBeginLoc(), "fork_for step goes away from the bound",
              Less ? "with < or <= the step must be ++ or += k (k > 0)"
                   : "with > or >= the step must be -- or -= k (k > 0)");
      return false;
    }
    return true;
  }

  // ---- text ----
  bool fileRange(SourceRange SR, unsigned &B, unsigned &E, FileID &F) {
    CharSourceRange CR = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(SR), SM, LO);
    if (CR.isInvalid())
      return false;
    std::pair<FileID, unsigned> DB = SM.getDecomposedLoc(CR.getBegin());
    std::pair<FileID, unsigned> DE = SM.getDecomposedLoc(CR.getEnd());
    if (DB.first != DE.first)
      return false;
    F = DB.first;
    B = DB.second;
    E = DE.second;
    return true;
  }
  std::string exprText(const Expr *E) {
    return Lexer::getSourceText(Lexer::makeFileCharRange(
                                    CharSourceRange::getTokenRange(E->getSourceRange()), SM, LO),
                                SM, LO)
        .str();
  }
  // Offset just past a statement: past its last token, and past the `;`
  // that follows unless that token is a `}`.
  unsigned stmtEnd(const Stmt *S) {
    SourceLocation End = SM.getExpansionRange(S->getEndLoc()).getEnd();
    bool Brace = *SM.getCharacterData(End) == '}';
    if (!Brace) {
      SourceLocation Semi = Lexer::findLocationAfterToken(End, tok::semi, SM, LO, false);
      if (Semi.isValid())
        return SM.getDecomposedLoc(Semi).second;
    }
    return SM.getDecomposedLoc(Lexer::getLocForEndOfToken(End, 0, SM, LO)).second;
  }

  // ---- the body: captures and what it may not do ----
  struct Capture {
    const VarDecl *VD;
    std::string Field;
    bool ByValue; // a scalar the body only reads and nobody aliases
    bool Vm;      // a pointer to a variable-length array (ByValue too)
  };
  struct Reducer {
    const VarDecl *VD;
    ReducerFns Fns;
    std::string Param; // the generated task's pointer to its view
    QualType T;        // the view's type
    // A scalar view is copied into this local for the leaf's iterations (a
    // register, where *Param could alias what the body writes), itself
    // annotated as a reducer when a nested fork_for must split it.
    std::string Local;
  };

  class BodyScan : public RecursiveASTVisitor<BodyScan> {
  public:
    BodyScan(ForLowering &L, const VarDecl *Var, unsigned B, unsigned E, FileID F, EditSet &Ed,
             const std::string &Ctx, const std::string &Id)
        : L(L), Var(Var), B(B), E(E), F(F), Ed(Ed), CtxName(Ctx), LoopId(Id) {}
    std::vector<Capture> Captures;
    std::vector<Reducer> Reducers;
    // Locals of the function that loops nested in the body assign as their
    // loop variable: each iteration gets its own (a local of the leaf), as
    // the nested loop's iterations do.
    llvm::DenseSet<const VarDecl *> NestedVars, LocalTyped;
    llvm::SetVector<const VarDecl *> Private;
    bool Spawns = false;
    // The body calls functions (other than builtins): they may update a
    // reducer with static storage themselves (StaticReducers.cpp).
    bool CallsOut = false;
    // Writes in the body; addresses taken anywhere in the function.
    llvm::DenseSet<const VarDecl *> Written, Addressed;

    bool inside(SourceLocation Loc) {
      std::pair<FileID, unsigned> D = L.SM.getDecomposedLoc(L.SM.getExpansionLoc(Loc));
      return D.first == F && D.second >= B && D.second < E;
    }
    bool shouldVisitImplicitCode() const { return false; }

    bool VisitDeclRefExpr(DeclRefExpr *DRE) {
      if (const auto *EC = dyn_cast<EnumConstantDecl>(DRE->getDecl())) {
        // An enumerator of the function (`enum { N = 100 };`) is not visible
        // at file scope: the body gets its value.
        if (EC->getDeclContext()->getRedeclContext()->isFunctionOrMethod() &&
            !inside(EC->getLocation()))
          rewrite(DRE, EC->getName(), "(" + std::to_string(EC->getInitVal().getExtValue()) + ")");
        return true;
      }
      const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      if (!VD || VD == Var || inside(VD->getLocation()))
        return true;
      ReducerFns Fns;
      if (reducerOf(VD, Fns)) {
        reduce(DRE, VD, Fns);
        return true;
      }
      if (!VD->isLocalVarDeclOrParm())
        return true;
      if (NestedVars.count(VD) && VD->hasLocalStorage()) {
        if (const NamedDecl *T = localTypeDecl(VD->getType())) {
          if (LocalTyped.insert(VD).second) // said at its first use only
            L.localLoopVarType(DRE->getLocation(), T);
        } else
          Private.insert(VD);
        return true;
      }
      capture(DRE, VD);
      return true;
    }
    // The body moves to a generated task: `__func__` names the function
    // the loop is written in.
    bool VisitPredefinedExpr(PredefinedExpr *PE) {
      if (std::string Name = functionNameText(PE); !Name.empty())
        rewriteAt(PE->getLocation(), PE->getIdentKindName(), Name);
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *BO) {
      Spawns |= asSpawn(BO) != nullptr;
      return true;
    }
    bool VisitCallExpr(CallExpr *CE) {
      Spawns |= isJoin(CE);
      return true;
    }
    using Base = RecursiveASTVisitor<BodyScan>;
    bool TraverseForStmt(ForStmt *S) {
      ++Depth;
      bool Ok = Base::TraverseForStmt(S);
      --Depth;
      return Ok;
    }
    bool TraverseWhileStmt(WhileStmt *S) {
      ++Depth;
      bool Ok = Base::TraverseWhileStmt(S);
      --Depth;
      return Ok;
    }
    bool TraverseDoStmt(DoStmt *S) {
      ++Depth;
      bool Ok = Base::TraverseDoStmt(S);
      --Depth;
      return Ok;
    }
    bool TraverseSwitchStmt(SwitchStmt *S) {
      ++Depth;
      bool Ok = Base::TraverseSwitchStmt(S);
      --Depth;
      return Ok;
    }
    // The body's own `continue`s (not those of its inner loops): a body that
    // spawns ends in the iteration's join, which they must not skip.
    std::vector<SourceLocation> Continues;
    bool VisitContinueStmt(ContinueStmt *S) {
      if (Depth == 0)
        Continues.push_back(S->getContinueLoc());
      return true;
    }
    bool VisitBreakStmt(BreakStmt *S) {
      if (Depth == 0)
        L.R.error(S->getBreakLoc(), "break out of a fork_for body",
                  "the iterations run in parallel, so there is no later iteration to skip; "
                  "test a flag at the top of the body, or use a plain for loop");
      return true;
    }
    bool VisitReturnStmt(ReturnStmt *S) {
      L.R.error(S->getReturnLoc(), "return inside a fork_for body",
                "the iterations run in parallel in a generated function; store the result "
                "and return after the loop");
      return true;
    }
    bool VisitGotoStmt(GotoStmt *S) {
      if (!S->getLabel()->getStmt() || !inside(S->getLabel()->getStmt()->getBeginLoc()))
        L.R.error(S->getGotoLoc(), "goto out of a fork_for body",
                  "the iterations run in parallel in a generated function; jump within the "
                  "body only");
      return true;
    }
    bool VisitIndirectGotoStmt(IndirectGotoStmt *S) {
      L.R.error(S->getGotoLoc(), "computed goto inside a fork_for body",
                "the body runs in a generated function; use a switch");
      return true;
    }

  private:
    ForLowering &L;
    const VarDecl *Var;
    unsigned B, E;
    FileID F;
    EditSet &Ed;
    std::string CtxName, LoopId;
    unsigned Depth = 0; // loops and switches of the body around a break
    llvm::DenseMap<const VarDecl *, unsigned> Index;
    std::set<unsigned> Edited;

    void capture(DeclRefExpr *DRE, const VarDecl *VD) {
      auto It = Index.find(VD);
      if (It == Index.end()) {
        if (!checkCapture(DRE, VD))
          return;
        It = Index.insert({VD, (unsigned)Captures.size()}).first;
        bool ByValue = VD->getType()->isScalarType() && !VD->getType().isVolatileQualified() &&
                       !Written.count(VD) && !Addressed.count(VD);
        bool Vm = VD->getType()->isVariablyModifiedType();
        if (Vm && VD->getType().isVolatileQualified()) {
          L.R.error(DRE->getLocation(),
                    "fork_for body uses '" + VD->getName().str() +
                        "', a volatile pointer to a variable-length array",
                    "copy it to a pointer that is not volatile before the loop and use that");
          Index.erase(VD);
          return;
        }
        if (Vm && !ByValue) {
          L.R.error(DRE->getLocation(),
                    "fork_for body uses '" + VD->getName().str() +
                        "', a pointer to a variable-length array that is assigned or has its "
                        "address taken",
                    "the body reads it through its context; assign it before the loop only");
          Index.erase(VD);
          return;
        }
        Captures.push_back({VD, VD->getName().str(), ByValue, Vm});
      }
      // A by-value capture is a local of the same name in the leaf: the
      // body's text stays as it is (macros naming it included).  A pointer
      // to a variable-length array is read through a cast with the
      // dimensions its context carries (a local copy would live in the
      // generated task's frame anyway).
      const Capture &Cap = Captures[It->second];
      if (Cap.Vm)
        rewrite(DRE, VD->getName(), vmPointerRead(VD->getType(), CtxName, Cap.Field, L.Ctx));
      else if (!Cap.ByValue)
        rewrite(DRE, VD->getName(), "(*" + CtxName + "->" + Cap.Field + ")");
    }

    // A reducer (or the view pointer of an enclosing loop's reducer): the
    // body works on its strand's view, reached through a parameter.
    void reduce(DeclRefExpr *DRE, const VarDecl *VD, const ReducerFns &Fns) {
      // A file-scope reducer that a function called in the body may update
      // too: both must reach the same view, the strand's, for a
      // non-commutative reduce to keep serial order.  So the body names the
      // variable, which the last round spells as the strand's view.
      if (!Fns.View && VD->isFileVarDecl() && CallsOut)
        return;
      auto It = RIndex.find(VD);
      if (It == RIndex.end()) {
        QualType T = Fns.View ? VD->getType()->getPointeeType() : VD->getType();
        if (const NamedDecl *D = localTypeDecl(T)) {
          L.R.error(DRE->getLocation(),
                    "reducer '" + VD->getName().str() + "' has a type that uses '" +
                        D->getNameAsString() + "' declared inside the function",
                    "the loop's views live in a generated function at file scope: declare "
                    "the type at file scope");
          return;
        }
        It = RIndex.insert({VD, (unsigned)Reducers.size()}).first;
        std::string K = LoopId + "_" + std::to_string(Reducers.size());
        bool Local = !Fns.View && T->isScalarType();
        Reducers.push_back({VD, Fns, "__forkc_rv" + K, T, Local ? "__forkc_lv" + K : ""});
      }
      const Reducer &Rd = Reducers[It->second];
      rewrite(DRE, VD->getName(),
              !Rd.Local.empty() ? Rd.Local
              : Fns.View        ? Rd.Param
                                : "(*" + Rd.Param + ")");
    }
    llvm::DenseMap<const VarDecl *, unsigned> RIndex;

    // Replace the name DRE spells, in the file or in a macro argument.
    void rewrite(DeclRefExpr *DRE, llvm::StringRef Name, const std::string &Text) {
      rewriteAt(DRE->getLocation(), Name, Text);
    }
    void rewriteAt(SourceLocation Loc, llvm::StringRef Name, const std::string &Text) {
      if (Loc.isMacroID()) {
        if (!L.SM.isMacroArgExpansion(Loc)) {
          L.R.error(Loc,
                    "fork_for body names '" + Name.str() +
                        "' of the enclosing function inside a macro's body",
                    "the body runs in a generated function at file scope, where '" + Name.str() +
                        "' is not visible; pass it to the macro as an argument");
          return;
        }
        Loc = L.SM.getSpellingLoc(Loc);
      }
      std::pair<FileID, unsigned> D = L.SM.getDecomposedLoc(Loc);
      if (D.first != F || !Edited.insert(D.second).second)
        return;
      unsigned Len = Lexer::MeasureTokenLength(Loc, L.SM, L.LO);
      Ed.replace(D.second, D.second + Len, Text);
    }

    bool checkCapture(DeclRefExpr *DRE, const VarDecl *VD) {
      std::string N = VD->getName().str();
      if (VD->getType()->isVariablyModifiedType() && !isVmPointer(VD->getType(), L.Ctx)) {
        L.R.error(DRE->getLocation(),
                  "fork_for body uses '" + N +
                      "', a variable-length array of the enclosing "
                      "function",
                  "take a pointer to its first element before the loop and index that");
        return false;
      }
      if (VD->getStorageClass() == SC_Register) {
        L.R.error(DRE->getLocation(), "fork_for body uses register variable '" + N + "'",
                  "the body reaches the enclosing function's variables by address: drop "
                  "'register'");
        return false;
      }
      if (const NamedDecl *T = localTypeOf(VD->getType())) {
        L.R.error(DRE->getLocation(),
                  "fork_for body uses '" + N + "', whose type uses '" + T->getNameAsString() +
                      "' declared inside the function",
                  "the body runs in a generated function at file scope: declare the type at "
                  "file scope");
        return false;
      }
      return true;
    }
  };

  static const NamedDecl *localTypeOf(QualType T) { return localTypeDecl(T); }

  // A loop variable (the loop's own, or a nested loop's the leaf declares)
  // lives in a generated function at file scope, where T is not declared.
  void localLoopVarType(SourceLocation Loc, const NamedDecl *T) {
    R.error(Loc,
            "fork_for loop variable's type uses '" + T->getNameAsString() +
                "' declared inside the function",
            "declare the type at file scope");
  }

  // The loop variable's value J steps of K from Lo (in the loop's
  // direction), as the serial loop computes it: pointer arithmetic, or
  // integer arithmetic modulo 2^64 converted back to Lo's type.
  static std::string steppedText(bool Ptr, bool Up, const std::string &Lo, const std::string &J,
                                 const std::string &K) {
    std::string Sign = Up ? "+" : "-";
    if (Ptr)
      return Lo + " " + Sign + " (long long)(" + J + " * " + K + ")";
    return "(__typeof__(" + Lo + "))((unsigned long long)" + Lo + " " + Sign + " " + J + " * " + K +
           ")";
  }

  // ---- one loop ----
  void lowerLoop(const SwitchStmt *Outer, const CallExpr *Grain) {
    Found = true;
    const ForStmt *L = userLoop(Outer);
    if (!L) {
      R.error(Outer->getBeginLoc(), "fork_for must be followed by a for loop header",
              "write fork_for (T i = lo; i < hi; i++) body");
      return;
    }
    LoopShape Sh;
    if (!shapeOf(L, Sh))
      return;
    if (const NamedDecl *T = localTypeOf(Sh.Var->getType())) {
      localLoopVarType(Sh.Var->getLocation(), T);
      return;
    }
    FileID F;
    unsigned LB, LE, BB, BE, HB, HE;
    SourceLocation Start = SM.getExpansionLoc(Outer->getBeginLoc());
    if (!fileRange(SourceRange(L->getLParenLoc(), L->getRParenLoc()), HB, HE, F) ||
        !fileRange(L->getBody()->getSourceRange(), BB, BE, F) || SM.getFileID(Start) != F) {
      R.error(Start, "a fork_for whose header or body a macro wrote",
              "the plugin moves the body's text into a generated function: write the loop "
              "in the source (macros inside the body are fine)");
      return;
    }
    LB = SM.getDecomposedLoc(Start).second;
    LE = stmtEnd(L->getBody());
    BE = std::max(BE, LE);
    auto EdIt = Edits.try_emplace(F, SM.getBufferData(F)).first;
    EditSet &Ed = EdIt->second;

    unsigned Id = NextLoopId++;
    std::string N = std::to_string(Id);
    std::string Fn = LoopTaskPrefix.str() + N, CtxT = "struct __forkc_for_ctx_" + N;
    std::string C = "__forkc_c" + N;
    BodyScan Scan(*this, Sh.Var, BB, BE, F, Ed, C, N);
    llvm::DenseSet<const VarDecl *> Unused;
    collectWrites(L->getBody(), Scan.Written, Unused);
    collectWrites(FD->getBody(), Unused, Scan.Addressed);
    Scan.CallsOut = callsFunctions(L->getBody());
    nestedAssignedVars(L->getBody(), Scan.NestedVars);
    Scan.TraverseStmt(const_cast<Stmt *>(L->getBody()));
    if (R.failed())
      return;
    // A spawning body ends in its iteration's join: its continues jump
    // there.  (A do { } while (0) around the body would also do, but the
    // task lowering sees a loop whose spawns are joined after it.)  A
    // continue a macro body wrote cannot be edited: then the do-while.
    bool GotoJoin = Scan.Spawns;
    std::string Next = "__forkc_next" + N;
    if (Scan.Spawns)
      for (SourceLocation CL : Scan.Continues)
        if (CL.isMacroID())
          GotoJoin = false;
    if (GotoJoin)
      for (SourceLocation CL : Scan.Continues) {
        unsigned Off = SM.getDecomposedLoc(CL).second;
        Ed.replace(Off, Off + 8, "goto " + Next);
      }
    std::string Body = Ed.text(BB, BE);

    // The context: captured variables by address, then lo, step and grain.
    std::string Fields, Inits;
    for (const Capture &Cap : Scan.Captures) {
      Fields += declText(Cap.ByValue ? frameType(Cap.VD->getType(), Ctx)
                                     : Ctx.getPointerType(Cap.VD->getType()),
                         Cap.Field, Ctx) +
                "; ";
      Inits += (Cap.ByValue ? "" : "&") + Cap.VD->getName().str() + ", ";
      if (!Cap.Vm)
        continue;
      std::vector<std::string> Dims = dimValues(Cap.VD->getType(), Cap.VD->getName().str(), Ctx);
      for (size_t K = 0; K < Dims.size(); ++K) {
        Fields += "__SIZE_TYPE__ " + dimField(Cap.Field, K) + "; ";
        Inits += Dims[K] + ", ";
      }
    }
    // Reducers: one view pointer parameter each (annotated, so that a loop
    // nested in the body splits that view again), the leftmost view being
    // the variable itself.
    std::string RParams, RArgs, RNames, RSplit, RMerge;
    for (size_t I = 0; I < Scan.Reducers.size(); ++I) {
      const Reducer &Rd = Scan.Reducers[I];
      std::string Right = "__forkc_rr" + N + "_" + std::to_string(I);
      RParams += ", " + declText(Ctx.getPointerType(Rd.T), Rd.Param, Ctx) +
                 " __attribute__((annotate(\"forkc_reducer_view\", " + Rd.Fns.Identity + ", " +
                 Rd.Fns.Reduce + ")))";
      RArgs += std::string(", ") + (Rd.Fns.View ? "" : "&") + Rd.VD->getName().str();
      RNames += ", " + Rd.Param;
      RSplit += declText(frameType(Rd.T, Ctx), Right, Ctx) + "; " + Rd.Fns.Identity + "(&" + Right +
                "); ";
      RMerge += Rd.Fns.Reduce + "(" + Rd.Param + ", &" + Right + "); ";
    }
    QualType T = Sh.Var->getType();
    Fields += declText(frameType(T, Ctx), "__lo", Ctx) +
              "; unsigned long long __k; unsigned long long __grain; ";
    PresumedLoc PL = SM.getPresumedLoc(Start);
    std::string File = detail::cString(PL.isValid() ? PL.getFilename() : "");
    std::string Line = std::to_string(PL.isValid() ? PL.getLine() : 0);

    // Before the enclosing function: the runtime's contract (the loop calls
    // forkc_for_grain_, and the function may come before every task of the
    // file), the context type and the prototype.
    std::string Proto = "static void " + Fn + "(" + CtxT + " *, unsigned long long, " +
                        "unsigned long long" + RParams + ")";
    unsigned At = functionStart(F);
    PresumedLoc FL = SM.getPresumedLoc(SM.getComposedLoc(F, At));
    Ed.insert(At, detail::declarationSeparator(SM.getBufferData(F).take_front(At)) +
                      "\n#include <forkc/abi.h>\n#line " + std::to_string(FL.getLine()) + " " +
                      detail::cString(FL.getFilename()) + "\n" + CtxT + " { " + Fields +
                      "}; __attribute__((fork_task)) " + Proto + "; ");

    // At the loop: evaluate lo, hi and the step once, count, call.
    bool Ptr = T->isPointerType();
    std::string Lo = "__forkc_lo", Hi = "__forkc_hi";
    std::string S = "{ " + declText(frameType(T, Ctx), Lo, Ctx) + " = (" + exprText(Sh.Lo) +
                    "); __typeof__((" + exprText(Sh.Hi) + ") + 0) " + Hi + " = (" +
                    exprText(Sh.Hi) + "); ";
    if (Sh.Step) {
      std::string K = exprText(Sh.Step);
      S += "__typeof__(" + K + ") __forkc_ks = (" + K + "); if (!(__forkc_ks > 0)) " +
           "forkc_for_misuse_(\"the step is not positive\", " + File + ", " + Line +
           "); unsigned long long __forkc_k = (unsigned long long)__forkc_ks; ";
    } else {
      S += "unsigned long long __forkc_k = 1; ";
    }
    std::string First = Sh.Up ? Lo : Hi, Last = Sh.Up ? Hi : Lo;
    std::string D = Ptr ? "(unsigned long long)(" + Last + " - " + First + ")"
                        : "((unsigned long long)(__typeof__(" + Lo + " + " + Hi + "))" + Last +
                              " - (unsigned long long)(__typeof__(" + Lo + " + " + Hi + "))" +
                              First + ")";
    std::string Test = Lo + " " + BinaryOperator::getOpcodeStr(Sh.Op).str() + " " + Hi;
    std::string Count;
    if (Sh.Op == BO_LT || Sh.Op == BO_GT)
      Count = "(" + Test + ") ? (" + D + " - 1) / __forkc_k + 1 : 0";
    else if (Sh.Op == BO_LE || Sh.Op == BO_GE)
      Count = "(" + Test + ") ? " + D + " / __forkc_k + 1 : 0";
    else
      Count = "(" + Test + ") ? " + D + " / __forkc_k : 0";
    S += "unsigned long long __forkc_n = " + Count + "; ";
    if (Sh.Op == BO_NE)
      S += "if ((" + Test + ") && " + D + " % __forkc_k != 0) forkc_for_misuse_(\"the step " +
           "never reaches the != bound\", " + File + ", " + Line + "); ";
    std::string GrainText = "forkc_for_grain_(__forkc_n)";
    if (Grain)
      GrainText = "(unsigned long long)(" + exprText(Grain->getArg(0)) +
                  ") ? (unsigned long long)(" + exprText(Grain->getArg(0)) + ") : 1";
    S += "if (__forkc_n) { " + CtxT + " __forkc_c = { " + Inits + Lo + ", __forkc_k, " + GrainText +
         " }; " + Fn + "(&__forkc_c, 0, __forkc_n" + RArgs + "); } ";
    // `i = lo`: i leaves the loop as the serial loop leaves it, at the first
    // value that fails the test (the n-th step from lo).
    // `(void)i`: the body used it in the user's loop; here only its copy
    // does (-Wunused-but-set-variable).
    if (Sh.Assigned)
      S += Sh.Var->getName().str() + " = " + steppedText(Ptr, Sh.Up, Lo, "__forkc_n", "__forkc_k") +
           "; (void)" + Sh.Var->getName().str() + "; ";
    // A nested loop's variable the body no longer names here (-Wunused).
    for (const VarDecl *VD : Scan.Private)
      S += "(void)" + VD->getName().str() + "; ";
    S += "}";
    Ed.replace(LB, LE, S);
    if (Grain) {
      unsigned GB = SM.getDecomposedLoc(SM.getExpansionLoc(Grain->getBeginLoc())).second;
      Ed.replace(GB, stmtEnd(Grain), "");
    }

    // After the enclosing function: the divide-and-conquer task.  The user's
    // `for` never warns of an unused index (its condition and increment use
    // it); the leaf's copy must not either (-Wall -Werror).
    std::string UnusedOk = " __attribute__((unused))";
    std::string Iter = steppedText(Ptr, Sh.Up, "__forkc_l0", "__forkc_j", "__forkc_k0");
    // The leaf's locals: by-value captures under their own names, scalar
    // views, the first value and the step.
    std::string Leaf, LeafEnd;
    for (const VarDecl *VD : Scan.Private)
      Leaf += declText(frameType(VD->getType(), Ctx), VD->getName().str(), Ctx) + UnusedOk + "; ";
    for (const Capture &Cap : Scan.Captures)
      if (Cap.ByValue && !Cap.Vm)
        Leaf += declText(frameType(Cap.VD->getType(), Ctx), Cap.Field, Ctx) + " = " + C + "->" +
                Cap.Field + "; ";
    // The annotation makes the local escape (llvm.var.annotation takes its
    // address), which keeps it in memory on every iteration: only a nested
    // fork_for, lowered by the next round, needs it, and a body that spawns
    // (the generated task gives the local view views of its own after a
    // steal: TaskLowering, reducers).
    bool NestedLoop = containsForkFor(L->getBody()) || Scan.Spawns;
    for (const Reducer &Rd : Scan.Reducers)
      if (!Rd.Local.empty()) {
        Leaf += declText(frameType(Rd.T, Ctx), Rd.Local, Ctx) +
                (NestedLoop ? " __attribute__((annotate(\"forkc_reducer\", " + Rd.Fns.Identity +
                                  ", " + Rd.Fns.Reduce + ")))"
                            : std::string()) +
                " = *" + Rd.Param + "; ";
        LeafEnd += "*" + Rd.Param + " = " + Rd.Local + "; ";
      }
    Leaf += "__typeof__(" + C + "->__lo) __forkc_l0 = " + C +
            "->__lo; unsigned long long "
            "__forkc_k0 = " +
            C + "->__k; ";
    // The right half accumulates into a fresh view, folded into ours after
    // the join: serial order, so a non-commutative reduce gives the serial
    // result.
    std::string RightNames;
    for (size_t I = 0; I < Scan.Reducers.size(); ++I)
      RightNames += ", &__forkc_rr" + N + "_" + std::to_string(I);
    std::string Def = "__attribute__((fork_task)) static void " + Fn + "(" + CtxT + " *" + C +
                      ", unsigned long long __forkc_b, unsigned long long __forkc_e" + RParams +
                      ") { if (__forkc_e - __forkc_b > " + C +
                      "->__grain) { unsigned long long "
                      "__forkc_m = __forkc_b + (__forkc_e - __forkc_b) / 2; " +
                      RSplit + "((void)__forkc_spawn_marker__, (" + Fn + "(" + C +
                      ", __forkc_b, __forkc_m" + RNames + "))); " + Fn + "(" + C +
                      ", __forkc_m, __forkc_e" + RightNames +
                      "); "
                      "__forkc_join_marker__(); " +
                      RMerge + "return; } " + Leaf +
                      "for (unsigned long long "
                      "__forkc_j = __forkc_b; __forkc_j < __forkc_e; __forkc_j++) { " +
                      declText(T, Sh.Var->getName(), Ctx) + UnusedOk + " = " + Iter + "; " +
                      (Scan.Spawns && !GotoJoin ? "do " : "");
    PresumedLoc BL = SM.getPresumedLoc(SM.getComposedLoc(F, BB));
    PresumedLoc EL = SM.getPresumedLoc(FD->getBody()->getEndLoc());
    std::string Text =
        "\n#line " + std::to_string(BL.getLine()) + " " + File + "\n" + Def + Body +
        (!Scan.Spawns ? ""
         : GotoJoin   ? (Scan.Continues.empty() ? std::string(" ") : " " + Next + ":; ") +
                          "__forkc_join_marker__();"
                    : " while (0); __forkc_join_marker__();") +
        " } " + LeafEnd + "}\n#line " + std::to_string(EL.getLine()) + " " + File + "\n";
    unsigned FEnd =
        SM.getDecomposedLoc(
              Lexer::getLocForEndOfToken(SM.getExpansionLoc(FD->getBody()->getEndLoc()), 0, SM, LO))
            .second;
    Ed.insert(FEnd, Text);
  }

  // Where text may go before the enclosing function: before its attributes
  // and declaration specifiers.
  unsigned functionStart(FileID F) {
    SourceLocation B = SM.getExpansionLoc(FD->getBeginLoc());
    for (const Attr *A : FD->attrs()) {
      SourceLocation AL = SM.getExpansionLoc(A->getLocation());
      if (AL.isValid() && SM.getFileID(AL) == F && SM.isBeforeInTranslationUnit(AL, B))
        B = AL;
    }
    // An attribute's location is its name: back up to `__attribute__((` or
    // `[[` on the same line.
    unsigned Off = SM.getDecomposedLoc(B).second;
    llvm::StringRef Buf = SM.getBufferData(F);
    llvm::StringRef Before = Buf.substr(0, Off);
    size_t Attr = Before.rfind("__attribute__");
    size_t Sq = Before.rfind("[[");
    size_t NL = Before.rfind('\n');
    size_t Cut = Off;
    if (Attr != llvm::StringRef::npos && (NL == llvm::StringRef::npos || Attr > NL) &&
        Before.substr(Attr).count(';') == 0 && Before.substr(Attr).count('}') == 0)
      Cut = std::min(Cut, Attr);
    if (Sq != llvm::StringRef::npos && (NL == llvm::StringRef::npos || Sq > NL) &&
        Before.substr(Sq).count(';') == 0 && Before.substr(Sq).count('}') == 0)
      Cut = std::min(Cut, Sq);
    return (unsigned)Cut;
  }
};

} // namespace

bool lowerForLoops(ASTContext &Ctx, Reporter &R, LoweredTU &Out) {
  SourceManager &SM = Ctx.getSourceManager();
  std::map<FileID, EditSet> Edits;
  ForLowering L(Ctx, R, Edits);
  bool Any = false;
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (FD && FD->doesThisDeclarationHaveABody())
      Any |= L.lowerFunction(FD);
  }
  if (!Any || R.failed())
    return Any;
  for (auto &[F, Ed] : Edits)
    if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(F))
      Out.Expanded.push_back({FE->getName().str(), Ed.result()});
  return true;
}

} // namespace forkc
