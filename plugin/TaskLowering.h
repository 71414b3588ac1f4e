// The per-task lowering state shared by Lowering.cpp (statements) and
// Emit.cpp (assembling frame, entry, root and resume function).
#ifndef FORKC_PLUGIN_TASKLOWERING_H
#define FORKC_PLUGIN_TASKLOWERING_H

#include "TaskPlan.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

namespace forkc {
namespace detail {
using namespace clang;

inline std::string label(unsigned K) { return "__forkc_resume_" + std::to_string(K); }
inline std::string setState(unsigned K) { return "__hf->state = " + std::to_string(K) + "; "; }

// `{ hf->state = k; if (!forkc_join(w, hf)) return SUSPENDED; } resume_k:; `
// libfork Alg. 4; the label is outside the inner block so nothing declared
// there is jumped over.
inline std::string joinText(unsigned K) {
  return "{ " + setState(K) + "if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } " + label(K) +
         ":; ";
}

class TaskLowering {
public:
  // Fast: lower the body as the fast clone (docs/design.md §2.1, the fast clone) instead of the
  // resume function ("slow clone").  Both walks read the same plan, and take
  // each construct's resume point and temporary from N.
  TaskLowering(const TaskPlan &P, ConstructNumbers &N, ASTContext &Ctx, EditSet &Ed, Reporter &R,
               bool Fast)
      : P(P), N(N), FD(P.FD), Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()), Ed(Ed),
        R(R), File(taskFile(FD, SM)), Fast(Fast), L(P.Layout), Resident(P.Resident), Live(P.Live),
        LazyFrame(Fast && P.LazyFrame), HasStackCalls(P.HasStackCalls), PendBit(P.PendBit),
        Conversions(P.Conversions), ConversionsPastMask(P.ConversionsPastMask),
        HasAlloca(P.HasAlloca), Reducers(P.Reducers) {}

  // Phases 1 and 2 (edits of the body); false on errors.
  bool lower();
  // Phase 3 (slow clone only): emit the task around the edited body, with the
  // fast clone's definition (FastText) and whether it has a resume point.
  bool emit(const std::string &FastText, bool FastHasNoResumePoint);
  // The fast clone's definition (EmitFast.cpp); call after lower().
  std::string fastCloneText();
  // Fast clone with no resume point (no spawn, no task call, no move): an
  // activation pushes nothing, so nothing of it can be stolen, and it never
  // suspends or leaves its native caller.
  bool hasNoResumePoint() const { return Fast && Points == 0; }
  unsigned resumePoints() const { return Points; }
  // What DebugVars.cpp tells debuggers: the variables both clones reach as
  // `__f->field` (not the reducers, whose current view may be elsewhere),
  // and the register variables renamed because they shadow another.
  TaskDebugInfo debugInfo() const;
  // The task's static locals, declared before the clones (TaskStatics.cpp).
  std::string HoistedStatics;

private:
  const TaskPlan &P;
  ConstructNumbers &N;
  const FunctionDecl *FD;
  ASTContext &Ctx;
  SourceManager &SM;
  const LangOptions &LO;
  EditSet &Ed;
  Reporter &R;
  FileID File; // the file whose text Ed edits: the task's own
  bool Fast;
  // The plan's layout, with the temporaries of this walk's hoisted calls.
  FrameLayout L;
  // Variables that stay `__f->field` (FrameResident.cpp), and the register
  // variables in scope at the statement being lowered.
  const llvm::DenseSet<const VarDecl *> &Resident;
  std::vector<const VarDecl *> Scope;
  // Fast clone only: what the spills need to know (Liveness.cpp): the
  // references of each variable, where the statement being lowered begins
  // and the loops around it.
  const Liveness &Live;
  unsigned CurStmtBegin = 0;
  std::vector<std::pair<unsigned, unsigned>> LoopRanges;
  int NoResume = 0; // > 0 inside statement expressions: no resume points
  llvm::SetVector<const FunctionDecl *> Callees;

  // The resume point of the construct Node (ConstructNumbers).
  unsigned pointOf(const Stmt *Node, ConstructNumbers::Role Role = ConstructNumbers::Point) {
    return N.point(Node, Role);
  }

  // ---- resume points in either clone ----
  // Both clones keep the user's variables as C variables with the user's
  // names (fastName: a shadowed name gets its unique field name), except the
  // frame-resident ones (FrameResident.cpp), which are `__f->field` in both.
  // Register variables move to the frame only at resume points: stored
  // before (point()), loaded after a resume (resumeAt()).  This is what keeps
  // macros that name locals working and what a debugger shows.
  bool inFrame(const VarDecl *VD) const { return Resident.count(VD); }
  // Fast clone only: the frame is allocated at the first resume point, not
  // at entry, when nothing lives in it before (no frame-resident variable,
  // no stack allocation): a leaf activation allocates and initialises
  // nothing (docs/design.md §2.1, the fast clone).
  const bool LazyFrame;
  const bool HasStackCalls;
  // Slow clone: register variables that receive a spawn's value, each with a
  // bit in `__forkc_pend`.  A set bit says the variable's spawn may still be
  // running, away from this activation, and will write the frame field when
  // it finishes: until the next join the frame field, not the register, is
  // the variable's home, so resume points do not store it, and the join
  // loads it.  A bit is set only by resuming at that spawn's label (its
  // continuation was stolen); the fast clone never has a pending spawn (a
  // failed pop leaves it), so the slow clone's own resume points mark the
  // saved mask valid with a negative state.
  const llvm::DenseMap<const VarDecl *, unsigned> &PendBit;
  // Spawns into a variable of another type (TaskPlan.h, Conversion).
  const std::vector<Conversion> &Conversions;
  const llvm::SmallPtrSet<const BinaryOperator *, 4> &ConversionsPastMask;
  const Conversion *conversionOf(const BinaryOperator *Sp) const { return P.conversionOf(Sp); }
  bool usesPend() const { return !Fast && P.usesPend(); }
  // At a converting spawn's resume label: its temporary is pending.
  std::string convSteal(const Conversion *C) const {
    return C && usesPend() ? "__forkc_pend |= " + maskText(C->Bit) + "; " : "";
  }
  static std::string maskText(unsigned Bit) { return std::to_string(1ull << Bit) + "ull"; }
  std::string pendMask(const VarDecl *VD) const { return maskText(PendBit.lookup(VD)); }
  bool inScope(const VarDecl *VD) const {
    return std::find(Scope.begin(), Scope.end(), VD) != Scope.end();
  }
  // The register variables in scope, live after resume point K, that the
  // clone stores before K and loads after it (Liveness.cpp).
  std::map<unsigned, std::vector<const VarDecl *>> SavedAt;
  std::string store(const VarDecl *VD) {
    const std::string &F = L.FieldOf[VD];
    std::string S =
        "__builtin_memcpy(&__f->" + F + ", &" + fastName(VD, F) + ", sizeof __f->" + F + "); ";
    if (usesPend() && PendBit.count(VD))
      S = "if (!(__forkc_pend & " + pendMask(VD) + ")) " + S;
    return S;
  }
  std::string load(const VarDecl *VD) {
    const std::string &F = L.FieldOf[VD];
    // (void *): a `const` local is loaded too (jumped over, its initialiser
    // never ran on this path); clang gives locals no const semantics in IR.
    return "__builtin_memcpy((void *)&" + fastName(VD, F) + ", &__f->" + F + ", sizeof __f->" + F +
           "); ";
  }
  std::string stateText(unsigned K) const {
    return usesPend()
               ? "__f->__forkc_pend = __forkc_pend; __hf->state = -" + std::to_string(K) + "; "
               : setState(K);
  }
  // Before resume point K (whose call is Own): a lazy fast clone allocates
  // its frame at K if it has none yet, or sets the state of the one it has;
  // the register variables in scope that may be read after K are stored into
  // their frame fields (and then, in any other clone, the state is set).
  // `Dest` receives the call's value: it is loaded after K, not stored.
  unsigned Points = 0; // resume points lowered (hasNoResumePoint)
  std::string point(unsigned K, const Expr *Own, const VarDecl *Dest = nullptr) {
    std::string S;
    ++Points;
    // A frame made here starts at K: its state goes out with its kind in
    // one store.  It is the clone's local `__forkc_local`, on the OS stack
    // (abi.h, forkc_frame_local_at; runtime/native.c).
    if (LazyFrame)
      S += "if (!__hf) { __f = " +
           asanFrameReady(FD, "(" + frameStructName(FD) +
                                  " *)forkc_frame_local_at(__w, &__forkc_local, sizeof *__f, " +
                                  resumeName(FD) + ", __parent, __kind, __ret, " +
                                  std::to_string(K) + ")") +
           "; __hf = &__f->hdr; " + reducerViewsInit() + "} else " + stateText(K);
    std::pair<unsigned, unsigned> OwnArgs{0, 0};
    if (!Own || !fileRange(Own->getSourceRange(), OwnArgs.first, OwnArgs.second))
      OwnArgs = {0, 0};
    std::vector<const VarDecl *> &Saved = SavedAt[K];
    // `T x = g(..)`: x enters the scope after its call, but a resume must
    // load what the call wrote.
    if (Dest && !inScope(Dest))
      Saved.push_back(Dest);
    // Unoptimised builds keep every variable in scope, so that a debugger
    // shows right values in a resumed continuation, not only the live ones.
    for (const VarDecl *VD : Scope) {
      if (VD != Dest && LO.Optimize && !Live.liveAfter(VD, CurStmtBegin, OwnArgs, LoopRanges))
        continue;
      Saved.push_back(VD);
      if (VD != Dest)
        S += store(VD);
    }
    return LazyFrame ? S : S + stateText(K);
  }
  // Fast clone, un-stolen path after resume point K: the frame is the spill
  // slot.  The variables stored before K are loaded back from their frame
  // fields (nothing else can have written those since: a stolen or
  // stolen-from activation never gets here), so they are not live across
  // the call and the compiler does not also spill them to the OS stack (a
  // second store per variable, the callee saving no registers).  Not when
  // the destination's evaluation, between the stores and the call, writes a
  // variable; not at -O0, where nothing is kept in registers anyway; not in
  // a loop, where the load would turn a loop-invariant variable into one
  // the loop carries, spilled on every iteration (nqueens: 1.04 -> 1.26x).
  std::string reloadAfter(unsigned K, const VarDecl *Dest, bool DestEffects) {
    if (!Fast || !LO.Optimize || DestEffects || !LoopRanges.empty())
      return "";
    std::string S;
    for (const VarDecl *VD : SavedAt[K])
      if (VD != Dest)
        S += load(VD);
    return S;
  }
  // After resume point K: only the slow clone is resumed, at a label inside
  // `if (0)`, so only a resume loads the saved variables (and the pending
  // mask; `SpawnDest` is pending after its own spawn's label).
  std::string resumeAt(unsigned K, const VarDecl *SpawnDest = nullptr,
                       const std::string &Extra = "") {
    if (Fast)
      return "";
    std::string S = "if (0) { " + label(K) + ":; ";
    if (usesPend()) {
      S += "__forkc_pend = __hf->state < 0 ? __f->__forkc_pend : 0; ";
      if (SpawnDest && PendBit.count(SpawnDest))
        S += "__forkc_pend |= " + pendMask(SpawnDest) + "; ";
    }
    // A pending variable's field is written by its child: not read before
    // the join (a data race otherwise, though the join reloads it).
    // (Written as one unconditional move, from itself when pending, so that
    // -Wsometimes-uninitialized sees the variable set on every path.)
    for (const VarDecl *VD : SavedAt[K]) {
      if (!usesPend() || !PendBit.count(VD)) {
        S += load(VD);
        continue;
      }
      const std::string &F = L.FieldOf[VD];
      std::string N = fastName(VD, F);
      S += "__builtin_memmove((void *)&" + N + ", (__forkc_pend & " + pendMask(VD) +
           ") ? (const void *)&" + N + " : (const void *)&__f->" + F + ", sizeof __f->" + F + "); ";
    }
    return S + Extra + "} ";
  }
  // The implicit or explicit join at K.  The fast clone was never stolen
  // since its last join (a stolen continuation runs in the slow clone), so
  // there it is a no-op (Cilk-5: sync in the fast clone).  In the slow clone
  // (libfork Alg. 4) the join may suspend: the live variables are stored
  // first and loaded on resume; after it, every pending spawn has written
  // its variable's frame field.
  // (A return's join in the fast clone: its epilogue ends the strand.)
  std::string joinAt(unsigned K, bool ForReturn = false) {
    if (Fast)
      return ForReturn ? "" : wspText("forkc_wsp_sync_(__w); ");
    // Work/span: the strand ends before the join; a resume restores it; the
    // children that reported into the frame join (abi.h).
    std::string S = "{ " + point(K, nullptr) + wspText("forkc_wsp_save_(__w, __hf); ") +
                    "if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } " +
                    resumeAt(K, nullptr, wspText("forkc_wsp_restore_(__w, __hf); ")) +
                    wspText("forkc_wsp_joined_(__w, __hf); ");
    if (usesPend()) {
      for (const VarDecl *VD : Scope)
        if (PendBit.count(VD))
          S += "if (__forkc_pend & " + pendMask(VD) + ") " + load(VD);
      for (const Conversion &C : Conversions)
        if (inFrame(C.VD) || inScope(C.VD))
          S += "if (__forkc_pend & " + maskText(C.Bit) + ") " + varText(C.VD) + " = __f->" +
               C.Temp + "; ";
      S += "__forkc_pend = 0; ";
    }
    return S + reducerJoin();
  }
  // The epilogue of a return whose value (if any) is in `__r`.  The fast
  // clone returns it natively to its caller; the slow clone runs away from
  // the native caller and writes it through hdr.ret (libfork Alg. 5).
  std::string freeAndReturn(bool HasValue) const {
    return vlaFrees(0) + allocaFrees() + freeAndReturnNoVla(HasValue);
  }
  // alloca memory, freed at return, newest first (Lowering.cpp).
  const bool HasAlloca;
  std::string allocaFrees() const {
    return HasAlloca ? "while (__f->__forkc_alloca) { void **__m = (void **)__f->__forkc_alloca; "
                       "__f->__forkc_alloca = __m[0]; forkc_alloca_free_in(__w, __hf, __m); } "
                     : "";
  }
  std::string freeAndReturnNoVla(bool HasValue) const {
    if (workspanEnabled()) // the task's last strand ends
      return "forkc_wsp_sync_(__w); " + freeAndReturnNoWsp(HasValue);
    return freeAndReturnNoWsp(HasValue);
  }
  std::string freeAndReturnNoWsp(bool HasValue) const {
    if (Fast)
      return std::string(LazyFrame ? "if (__hf) forkc_frame_release(" : "forkc_frame_free(") +
             "__w, __hf, sizeof *__f); return" + (HasValue ? " __r; " : "; ");
    return std::string(HasValue ? "if (__hf->ret) *(" + retPtrType() + ")__hf->ret = __r; " : "") +
           finishText();
  }
  // The resume function's end: its frame is on a stacklet or is the heap
  // copy of a native one (abi.h, forkc_frame_finish).
  static std::string finishText() {
    return "forkc_frame_finish(__w, __hf, sizeof *__f); return FORKC_DONE; ";
  }
  std::string retPtrType() const {
    return declText(Ctx.getPointerType(frameType(FD->getReturnType(), Ctx)), "", Ctx);
  }
  // The one emitter of a call at a resume point (docs/design.md §2.1; libfork Alg. 3
  // for a spawn).  Shape, in both clones:
  //   { { <arguments into temporaries> point(K) __d = &dest;
  //       [forkc_push(w, hf);]                           spawn only
  //       R __r = callee(...);                           a task: its entry
  //       [if (!forkc_pop(w)) { __d = forkc_stolen_dest(w, hf, __d); *__d = __r;
  //                             forkc_stolen(w, hf); <dead return> }]
  //       *__d = __r;  or  reg = __r;                    un-stolen: by value
  //   } resume_K:; }
  // The child's value comes back in registers; only a child that finishes
  // away from this activation (its own continuation was stolen) writes it
  // through the pointer it was given.
  struct CallSite {
    const CallExpr *CE = nullptr;
    bool Spawn = false;
    std::string Dest; // C text of the destination's address; "" = discarded
    bool DestMayBeNull = false;
    std::string RegVar;               // fast clone: the register variable receiving the value
    const VarDecl *RegVD = nullptr;   // ... and its declaration (not spilled at the point)
    bool NoStore = false;             // un-stolen path: keep the value in `__r` only
    std::string Tail;                 // un-stolen path: run last, inside the block (`return __r;`)
    std::string After;                // after the resume label, in both paths
    bool DestEffects = false;         // evaluating the destination writes something
    const Conversion *Conv = nullptr; // the child writes Conv's temporary, not RegVD's field
  };
  std::string emitCallSite(const CallSite &S, unsigned K);
  // The failed pop after a spawn (libfork Alg. 5 line 10): forkc_stolen()
  // never returns.  The dead return after it keeps LLVM from seeing a
  // noreturn call, which would stop it from shrink-wrapping the clone: the
  // early return of a leaf activation would then set up the whole frame.
  // A value goes where the pointer the child was given says, re-aimed at
  // the thief's copy if it points into a native frame (forkc_stolen_dest).
  std::string stolenText(const std::string &Store) const {
    // A constant, not `*__ret`: a value read after the call would have to
    // be kept across it (a spill on every activation that spawns).
    std::string Dead = !Fast ? "return FORKC_SUSPENDED; "
                       : FD->getReturnType()->isVoidType()
                           ? "return; "
                           : "return (" + retTypeName(FD) + "){0}; ";
    std::string Aim = Store.empty() ? "" : "__d = forkc_stolen_dest(__w, __hf, (void *)__d); ";
    return "if (!forkc_pop(__w)) { " + Aim + Store + "forkc_stolen(__w, __hf); " + Dead + "} ";
  }
  // A task call's arguments.  The fast clone spills before the call, so
  // arguments with side effects (`f(i++)`) are evaluated into temporaries
  // first (appended to Pre) or the spill would miss their effect.
  std::string callArgs(const CallExpr *CE, std::string &Pre, bool Always = false);

  // ---- source ranges -> offsets in the task's file ----
  bool fileOffset(SourceLocation Loc, unsigned &Off) {
    if (Loc.isInvalid() || Loc.isMacroID())
      return false;
    std::pair<FileID, unsigned> D = SM.getDecomposedLoc(Loc);
    if (D.first != File)
      return false;
    Off = D.second;
    return true;
  }
  bool fileRange(SourceRange SR, unsigned &B, unsigned &E) {
    CharSourceRange CR = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(SR), SM, LO);
    return CR.isValid() && fileOffset(CR.getBegin(), B) && fileOffset(CR.getEnd(), E) && B <= E;
  }
  // A statement's range including its terminating ';'.
  bool stmtRange(const Stmt *S, unsigned &B, unsigned &E) {
    if (!fileRange(S->getSourceRange(), B, E))
      return false;
    if (isa<CompoundStmt>(S))
      return true;
    llvm::StringRef T = Ed.original();
    if (E > 0 && T[E - 1] == ';')
      return true;
    unsigned P = E;
    while (P < T.size()) {
      if (isspace((unsigned char)T[P])) {
        ++P;
      } else if (T.substr(P).starts_with("//")) {
        P = (unsigned)std::min(T.size(), T.find('\n', P));
      } else if (T.substr(P).starts_with("/*")) {
        size_t End = T.find("*/", P + 2);
        P = End == llvm::StringRef::npos ? (unsigned)T.size() : (unsigned)End + 2;
      } else {
        break;
      }
    }
    if (P < T.size() && T[P] == ';')
      E = P + 1;
    return true;
  }
  std::string exprText(const Expr *E) {
    unsigned B, End;
    if (!fileRange(E->getSourceRange(), B, End)) {
      // Written inside a macro body (`#define HALF(x) fork_spawn(f(x, n / 2))`):
      // the text is printed from the AST, which spells every variable by its
      // own name -- right unless one of them is spelled otherwise here.
      std::string Printed;
      if (printable(E, Printed))
        return Printed;
      R.error(E->getBeginLoc(), "cannot lower this expression: it comes from a macro body",
              "write fork_spawn/fork_join and task calls directly in the task, or pass "
              "the pieces to the macro as arguments");
      return "0";
    }
    return Ed.text(B, End);
  }
  bool printable(const Expr *E, std::string &Out) {
    struct Refs : RecursiveASTVisitor<Refs> {
      TaskLowering &T;
      bool Ok = true;
      explicit Refs(TaskLowering &T) : T(T) {}
      bool VisitDeclRefExpr(DeclRefExpr *D) {
        const auto *VD = dyn_cast<VarDecl>(D->getDecl());
        if (VD && T.L.FieldOf.count(VD) && T.varText(VD) != VD->getName())
          Ok = false;
        return Ok;
      }
      bool VisitCallExpr(CallExpr *CE) { // task calls and stack allocation are rewritten
        Ok = Ok && !taskCallee(CE) && !isJoin(CE) && !isResumeOn(CE);
        return Ok;
      }
    } V(*this);
    V.TraverseStmt(const_cast<Expr *>(E));
    if (!V.Ok)
      return false;
    llvm::raw_string_ostream OS(Out);
    E->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
    Out = "(" + OS.str() + ")";
    return true;
  }
  void replaceStmt(const Stmt *S, std::string Text) {
    unsigned B, E;
    if (!stmtRange(S, B, E)) {
      R.error(S->getBeginLoc(), "cannot lower this statement: it comes from a macro body",
              "write fork_spawn, fork_join and task calls directly in the task");
      return;
    }
    Ed.replace(B, E, std::move(Text));
  }

  std::string typeText(QualType T) { return declText(frameType(T, Ctx), "", Ctx); }
  // Result slots are written, so their pointee is never const.
  std::string ptrTypeText(QualType T) {
    return declText(Ctx.getPointerType(frameType(T, Ctx)), "", Ctx);
  }
  std::string argsText(const CallExpr *CE) {
    std::string S;
    for (const Expr *A : CE->arguments())
      S += ", " + exprText(A);
    return S;
  }

  // ---- reducers that spawned children update (TaskPlan.h, TaskReducer) ----
  // OpenCilk's hyperobject semantics, per frame (abi.h): the task's own
  // reducers (`T fork_reducer(id, red) x`, kept in the frame) and the views
  // its parameters point to (`T fork_reducer(id, red) *p`).  In the slow
  // clone, a steal at a spawn gives the continuation a fresh view (the
  // child keeps the one it was given), every reference reads the current
  // view, and each join folds the views into the leftmost in serial order.
  // The fast clone is never stolen from: its references are the leftmost.
  const std::vector<TaskReducer> &Reducers;
  std::vector<const TaskReducer *> ReducerScope; // declared, in scope here
  const TaskReducer *reducerFor(const VarDecl *VD) const { return P.reducerFor(VD); }
  // The leftmost view's address: the reducer's field, or the parameter's
  // value when the frame is made (a view parameter is not assigned).
  std::string reducerLeftmost(const TaskReducer &Rd) {
    return Rd.Fns.View ? "(void *)" + varText(Rd.VD) : "(void *)&__f->" + L.FieldOf[Rd.VD];
  }
  // Slow clone: how a reference spells the current view (a pointer for a
  // view parameter, the value for the task's own reducer).
  std::string reducerRef(const TaskReducer &Rd) {
    std::string Cur = "((" + typeText(Ctx.getPointerType(Rd.T)) + ")forkc_reducer_current(&__f->" +
                      Rd.Views + "))";
    return Rd.Fns.View ? Cur : "(*" + Cur + ")";
  }
  // Where the frame is made: no view yet.
  std::string reducerViewsInit() {
    std::string S;
    for (const TaskReducer &Rd : Reducers)
      S += "__f->" + Rd.Views + " = (forkc_reducer_views){0, 0, " + reducerLeftmost(Rd) + "}; ";
    return S;
  }
  // Slow clone, resumed at a spawn's label (only a steal gets there).
  std::string reducerSteal() {
    std::string S;
    if (!Fast)
      for (const TaskReducer *Rd : ReducerScope)
        S += "forkc_reducer_new_view(&__f->" + Rd->Views + ", sizeof(" + typeText(Rd->T) + "), " +
             Rd->Fns.Identity + "); ";
    return S;
  }
  // Fold a reducer's views into its leftmost and free them.
  static std::string reducerFold(const TaskReducer &Rd) {
    return "forkc_reducer_fold(&__f->" + Rd.Views + ", " + Rd.Fns.Reduce + "); ";
  }
  // Slow clone, after a join: every child is done with its view.  Every
  // reducer of the task, in scope or not: views of an instance whose block
  // ended before the join (or that a `break` or `continue` left) go into
  // that (dead) instance and are freed here at the latest.
  std::string reducerJoin() {
    std::string S;
    if (!Fast)
      for (const TaskReducer &Rd : Reducers)
        S += reducerFold(Rd);
    return S;
  }

  // ---- variable-length arrays (Lowering.cpp, lowerVla) ----
  // A VLA lives on the task's stacklet: its frame field holds the memory,
  // its dimensions are frame fields too, and every reference reads
  //   (*(T (*)[__f->__forkc_dim_a_0])__f->a)
  // so `sizeof a` and indexing keep C's meaning.  It is freed, FILO, where
  // its block is left: at the block's end, before a break/continue that
  // leaves it, before a return.
  std::vector<const VarDecl *> VlaScope;
  struct Exit {
    size_t Vlas;
    bool Loop;
  };
  std::vector<Exit> Exits; // enclosing loops and switches
  std::string vlaRef(const VarDecl *VD);
  std::string vlaAlloc(const VarDecl *VD);

  // ---- pointers to variable-length arrays (Lowering.cpp) ----
  // A parameter `double A[n][n]` is passed as `void *` (protoParamType); it
  // and a local `double (*p)[n]` are kept in the frame with the value of
  // each variable dimension, taken at entry or at the declaration, and
  // every read is
  //   ((double (*)[__f->__forkc_dim_A_0])__f->A)
  // in both clones (FrameResident.cpp keeps them in the frame); `p = q` is
  // `__f->p = q`.
  std::string vmPointerRef(const VarDecl *VD);
  // The dimensions of a VLA or of such a pointer, stored where it is
  // declared (an expression of comma-separated stores).
  std::string dimStores(const VarDecl *VD,
                        const std::function<std::string(const Expr *)> &Text = nullptr);
  // `__f->A = Value;` and the dimensions, the size expressions' parameters
  // spelled by NameOf.
  std::string vmParamStore(const ParmVarDecl *P, const std::string &Value,
                           std::function<std::string(const ParmVarDecl *)> NameOf);
  std::string vlaFrees(size_t Down) const {
    std::string S;
    for (size_t I = VlaScope.size(); I-- > Down;)
      S += "forkc_stack_free_in(__w, __hf, __f->" + L.FieldOf.lookup(VlaScope[I]) + "); ";
    return S;
  }
  bool lowerExit(const Stmt *S);
  void walkLoopBody(const Stmt *Body);
  // ---- phase 1: leaves (frame variables, stack allocation) ----
  void rewriteLeaves();
  void renameAt(SourceLocation Loc, const std::string &Text);
  // ---- phase 2: statements ----
  void walk(const Stmt *S, bool StmtPos, bool ForInit = false);
  bool lowerStatement(const Stmt *S);
  std::string hoist(const Expr *E, const CallExpr *Exclude);
  bool hoistAround(const Stmt *S, const Expr *E);
  // Statements to wrap as `{ <hoisted calls> S }` once their inner edits
  // are all made (the wrap's text is computed from them).
  struct Wrap {
    unsigned B, E;
    std::string Pre;
  };
  std::vector<Wrap> HoistWraps;
  void applyWraps(size_t From) {
    // Innermost (latest) first, so an outer wrap's text contains inner ones.
    for (size_t I = HoistWraps.size(); I-- > From;) {
      Wrap W = HoistWraps[I];
      Ed.replace(W.B, W.E, "{ " + W.Pre + Ed.text(W.B, W.E) + " }");
    }
    HoistWraps.resize(From);
  }
  static std::string wrap(const std::string &Pre, const std::string &Own) {
    return Pre.empty() ? Own : "{ " + Pre + Own + " }";
  }
  std::string spawnText(const BinaryOperator *Sp, const Expr *LHS, QualType DestT,
                        const VarDecl *DeclVD = nullptr);
  std::string callText(const CallExpr *CE, const Expr *LHS, QualType DestT,
                       const VarDecl *DeclVD = nullptr);
  // The destination of `lhs = <call>` or `T v = <call>` (DeclVD): a register
  // variable of the fast clone (S.RegVar and S.RegVD set, S.Dest its frame
  // field's address) or any lvalue (S.Dest its address).
  void setDestination(CallSite &S, const Expr *LHS, const VarDecl *DeclVD);
  // How this clone spells a frame variable: `__f->field` or a register name.
  std::string varText(const VarDecl *VD) {
    const std::string &F = L.FieldOf[VD];
    return inFrame(VD) ? "__f->" + F : fastName(VD, F);
  }
  void lowerReturn(const ReturnStmt *RS);
  void lowerDeclStmt(const DeclStmt *DS, bool ForInit);
  std::string initText(const VarDecl *VD, const std::string &Field);
  // ---- phase 3: assembling the task ----
  std::string entryProto(const FunctionDecl *C);
};

} // namespace detail
} // namespace forkc

#endif
