// One walk of a task's body into one clone (docs/design.md §2.1, "The pipeline,
// file by file"): the walk (Lowering.cpp) reads the task's plan (TaskPlan.h)
// and calls one emitter per construct, each in its own file with the shape it
// emits above it:
//   EmitCall.cpp      spawns, task calls, hoisted calls, `return g(x)`, moves
//   EmitPoints.cpp    the stores before and the loads after a resume point
//   EmitJoin.cpp      fork_join() and the joins before returns
//   EmitReturn.cpp    returns and the epilogues that free the frame
//   Reducers.cpp      reducer views: new at a steal, folded at a join
//   EmitVla.cpp       variable-length arrays and pointers to them
//   EmitFast.cpp      the fast clone around its walked body
//   EmitTailLoop.cpp  the fast clone's calls of itself that loop
//   Emit.cpp          frame struct, entry, root, original symbol, resume function
//   SourceText.cpp    source ranges and the text edits of whole statements
#ifndef FORKC_PLUGIN_TASKLOWERING_H
#define FORKC_PLUGIN_TASKLOWERING_H

#include "TaskPlan.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>

namespace forkc {
namespace detail {
using namespace clang;

inline std::string label(unsigned K) { return "__forkc_resume_" + std::to_string(K); }
inline std::string setState(unsigned K) { return "__hf->state = " + std::to_string(K) + "; "; }

class TaskLowering {
public:
  // Fast: lower the body as the fast clone (docs/design.md §2.1, the fast clone) instead of the
  // resume function ("slow clone").  Both walks read the same plan, each
  // construct's resume point and temporary included.
  TaskLowering(const TaskPlan &P, ASTContext &Ctx, EditSet &Ed, Reporter &R, bool Fast)
      : P(P), FD(P.FD), Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()), Ed(Ed), R(R),
        File(taskFile(FD, SM)), Fast(Fast), L(P.Layout), Resident(P.Resident), Live(P.Live),
        LazyFrame(Fast && P.LazyFrame), PendBit(P.PendBit), Conversions(P.Conversions),
        HasAlloca(P.HasAlloca), Reducers(P.Reducers) {}

  // Phases 1 and 2 (edits of the body); false on errors.
  bool lower();
  // Phase 3 (slow clone only): emit the task around the edited body, with the
  // fast clone's definition (FastText) and whether it has a resume point.
  bool emit(const std::string &FastText, bool FastHasNoResumePoint);
  // The fast clone's definition (EmitFast.cpp); call after lower().
  std::string fastCloneText();
  // The fast clone's OS stack check, forwarding its parameters Fwd
  // (", n, ..."), and the deep entry it calls (EmitDeep.cpp); the deep entry
  // packs the arguments into fields ArgFields (the root's argument record's).
  std::string deepCheckText(const std::string &Fwd) const;
  std::string deepEntryText(const std::string &ArgFields);
  // Fast clone with no resume point (no spawn, no task call, no move): an
  // activation pushes nothing, so nothing of it can be stolen, and it never
  // suspends or leaves its native caller.
  bool hasNoResumePoint() const { return Fast && Points == 0; }
  // Whether the walk met each construct the plan numbered, once, and none
  // other; the first construct where it did not, or null.
  bool agreesWithPlan() const {
    return Unplanned.empty() && P.Numbers.twice().empty() && Met.size() == P.Numbers.constructs();
  }
  const Stmt *firstUnplanned() const;
  unsigned resumePoints() const { return Points; }
  // What DebugVars.cpp tells debuggers: the variables both clones reach as
  // `__f->field` (not the reducers, whose current view may be elsewhere),
  // and the register variables renamed because they shadow another.
  TaskDebugInfo debugInfo() const;
  // The task's static locals, declared before the clones (TaskStatics.cpp).
  std::string HoistedStatics;

private:
  const TaskPlan &P;
  const FunctionDecl *FD;
  ASTContext &Ctx;
  SourceManager &SM;
  const LangOptions &LO;
  EditSet &Ed;
  Reporter &R;
  FileID File; // the file whose text Ed edits: the task's own
  bool Fast;
  const FrameLayout &L; // the plan's, every temporary included
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

  // The resume point and the temporary the plan gave the construct Node
  // (ConstructNumbers); one it did not number is recorded (agreesWithPlan).
  unsigned pointOf(const Stmt *Node, ConstructNumbers::Role Role = ConstructNumbers::Point);
  std::string tempOf(const Stmt *Node);
  std::set<std::pair<const Stmt *, unsigned>> Met;
  std::vector<const Stmt *> Unplanned;

  // ---- resume points in either clone (EmitPoints.cpp) ----
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
  std::string store(const VarDecl *VD);
  std::string load(const VarDecl *VD);
  std::string stateText(unsigned K) const;
  // Before resume point K (whose call is Own): a lazy fast clone allocates
  // its frame at K if it has none yet, or sets the state of the one it has;
  // the register variables in scope that may be read after K are stored into
  // their frame fields (and then, in any other clone, the state is set).
  // `Dest` receives the call's value: it is loaded after K, not stored.
  unsigned Points = 0; // resume points lowered (hasNoResumePoint)
  std::string makeLazyFrame(unsigned K);
  std::string point(unsigned K, const Expr *Own, const VarDecl *Dest = nullptr);
  std::string reloadAfter(unsigned K, const VarDecl *Dest, bool DestEffects);
  std::string resumeAt(unsigned K, const VarDecl *SpawnDest = nullptr,
                       const std::string &Extra = "");
  // ---- joins (EmitJoin.cpp) and returns (EmitReturn.cpp) ----
  std::string joinAt(unsigned K, bool ForReturn = false);
  std::string endJoin(unsigned K);
  // Falling off the end of the body: the implicit join and the epilogue.
  std::string fallOffEndText();
  std::string freeAndReturn(bool HasValue) const;
  // alloca memory, freed at return, newest first.
  const bool HasAlloca;
  std::string allocaFrees() const;
  std::string freeAndReturnNoVla(bool HasValue) const;
  std::string freeAndReturnNoWsp(bool HasValue) const;
  // The resume function's end: its frame is on a stacklet or is the heap
  // copy of a native one (abi.h, forkc_frame_finish).
  static std::string finishText() {
    return "forkc_frame_finish(__w, __hf, sizeof *__f); return FORKC_DONE; ";
  }
  std::string retPtrType() const;
  // ---- calls (EmitCall.cpp) ----
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
  std::string moveText(const CallExpr *CE); // forkc_resume_on
  // ---- the tail loop (EmitTailLoop.cpp; TaskPlan.h, TailLoop) ----
  // Fast clone: a call of the task itself, at a site, as a jump back.
  std::string tailLoopText(const CallExpr *CE, const TailSite &Site);
  std::string tailLoopPrologue() const; // the accumulator and the label
  std::string combinedReturn() const;   // `__r` combined with the accumulator
  std::string stolenText(const std::string &Store) const;
  // A task call's arguments.  The fast clone spills before the call, so
  // arguments with side effects (`f(i++)`) are evaluated into temporaries
  // first (appended to Pre) or the spill would miss their effect.
  std::string callArgs(const CallExpr *CE, std::string &Pre, bool Always = false);

  // ---- source text (SourceText.cpp) ----
  bool fileOffset(SourceLocation Loc, unsigned &Off);
  bool fileRange(SourceRange SR, unsigned &B, unsigned &E);
  bool stmtRange(const Stmt *S, unsigned &B, unsigned &E);
  std::string exprText(const Expr *E);
  bool printable(const Expr *E, std::string &Out);
  void replaceStmt(const Stmt *S, std::string Text);

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

  // ---- reducers that spawned children update (Reducers.cpp) ----
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
  std::string reducerLeftmost(const TaskReducer &Rd);
  std::string reducerRef(const TaskReducer &Rd);
  std::string reducerViewsInit();
  std::string reducerSteal();
  static std::string reducerFold(const TaskReducer &Rd);
  std::string reducerJoin();

  // ---- variable-length arrays (EmitVla.cpp) ----
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

  // ---- pointers to variable-length arrays (EmitVla.cpp) ----
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
  std::string vlaFrees(size_t Down) const;
  // ---- phase 1: leaves (frame variables, stack allocation; Lowering.cpp) ----
  void rewriteLeaves();
  void renameAt(SourceLocation Loc, const std::string &Text);
  // ---- phase 2: statements (Lowering.cpp) ----
  void walk(const Stmt *S, bool StmtPos, bool ForInit = false);
  bool lowerExit(const Stmt *S);
  void walkLoopBody(const Stmt *Body);
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
    const std::string &F = L.FieldOf.lookup(VD);
    return inFrame(VD) ? "__f->" + F : fastName(VD, F);
  }
  void lowerReturn(const ReturnStmt *RS);
  void lowerDeclStmt(const DeclStmt *DS, bool ForInit);
  std::string initText(const VarDecl *VD, const std::string &Field);
  // ---- phase 3: assembling the task (Emit.cpp) ----
  std::string entryReturnType(const FunctionDecl *C) const;
  std::string entryProto(const FunctionDecl *C);
  std::string entryParams(const FunctionDecl *C, bool Named);
  // Whether calls of task C go through its entries by kind: C is defined in
  // this translation unit and the build optimises.
  bool callsByKind(const FunctionDecl *C) const;
  // C's entries by kind: prototypes for a caller, or, with Fast naming the
  // fast clone they run, the task's own definitions.
  std::string kindEntries(const FunctionDecl *C, const std::string &Fast = "");
};

} // namespace detail
} // namespace forkc

#endif
