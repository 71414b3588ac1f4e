// The plan of one task (TaskPlan.cpp): what the analyses decide about it,
// built before anything is emitted and read by the checks and by both clones
// (docs/design.md §2.1, "The pipeline, file by file").
//
//   AST ─planTask─> TaskPlan ─checkTask──────────────> diagnostics
//                      │      checkSpawns (statement pass): diagnostics, and
//                      │      each construct's resume point and temporary
//                      ├── slow walk (Lowering.cpp, Emit*.cpp) ─> resume function
//                      └── fast walk (Lowering.cpp, Emit*.cpp) ─> fast clone
//                                                     └──> edits (EditSet)
//
// The walks share the complete plan read-only, so they agree on the frame's
// fields, which variables live in it, the pending-spawn bits, the
// conversions, the reducers and each construct's resume point and temporary
// by construction.  A construct a walk does not find numbered, or a numbered
// one it does not meet, is an internal error at the construct, never a
// silent difference.
#ifndef FORKC_PLUGIN_TASKPLAN_H
#define FORKC_PLUGIN_TASKPLAN_H

#include "Forkc.h"

#include <set>

namespace forkc {
namespace detail {

// Spawns into a variable of another type than the task's (`long x =
// fork_spawn(count(n))`, count returning int; OpenCilk accepts them): the
// child's value goes to a frame temporary of the task's type.  The
// un-stolen path assigns it to the variable at once (C converts); when the
// continuation was stolen the next join does, and until then the
// temporary's bit in `__forkc_pend` is set.  The spawns into one variable
// from tasks of one type share the temporary and the bit: two of them
// pending at once race on the variable, as in Cilk.
struct Conversion {
  std::vector<const clang::BinaryOperator *> Spawns;
  const clang::VarDecl *VD;
  clang::QualType From; // the tasks' result type
  std::string Temp;     // frame field of that type
  unsigned Bit;
};

// A reducer that spawned children update: OpenCilk's hyperobject semantics,
// per frame (abi.h).  The task's own reducers (`T fork_reducer(id, red) x`,
// kept in the frame) and the views its parameters point to (`T
// fork_reducer(id, red) *p`).
struct TaskReducer {
  const clang::VarDecl *VD;
  ReducerFns Fns;
  clang::QualType T; // the view's type
  std::string Views; // the forkc_reducer_views field
};

// The leaves of the body the lowering rewrites (one scan).
struct BodyLeaves {
  std::vector<const clang::DeclRefExpr *> Refs;
  llvm::SmallPtrSet<const clang::DeclRefExpr *, 4> Assigned; // the whole left side of a `=`
  std::vector<const clang::CallExpr *> StackCalls, Allocas;
  std::vector<const clang::Stmt *> Markers;                 // spawns, joins, moves
  std::vector<const clang::PredefinedExpr *> FunctionNames; // __func__ and its GNU spellings
};

// The resume points and the frame temporaries of a task's constructs, keyed
// by node and role, numbered by the statement pass (CheckSpawns.cpp) in the
// order the lowering walk meets them, before either clone is emitted; both
// walks only read them (TaskLowering::pointOf).
class ConstructNumbers {
public:
  enum Role { Point, ReturnJoin, Temp };
  // A construct numbered twice is kept in twice(): an internal error.
  void number(const clang::Stmt *Node, Role R);
  // A temporary of type T for the call Node, added to L.
  void addTemp(const clang::Stmt *Node, clang::QualType T, FrameLayout &L,
               const clang::ASTContext &Ctx);
  // The implicit join at the end of the body: the resume function's last
  // point, which the fast clone does not have.
  void numberEnd() { End = Next++; }

  unsigned point(const clang::Stmt *Node, Role R) const;  // 0: not numbered
  const std::string *temp(const clang::Stmt *Node) const; // null: none
  unsigned end() const { return End; }
  unsigned points() const { return Next - 1; }
  size_t constructs() const { return Numbers.size() + Temps.size(); }
  const std::vector<const clang::Stmt *> &twice() const { return Twice; }
  // A construct numbered and not in Met (the keys a walk met), or null.
  const clang::Stmt *
  firstNotIn(const std::set<std::pair<const clang::Stmt *, unsigned>> &Met) const;

private:
  std::map<std::pair<const clang::Stmt *, unsigned>, unsigned> Numbers;
  std::map<const clang::Stmt *, std::string> Temps;
  unsigned Next = 1, End = 0;
  std::vector<const clang::Stmt *> Twice;
};

// A call of the task itself whose value the task then returns, as it is or
// combined by + * & | ^ with a value known before the call:
//   T v = f(args); [fork_join();] return a + v;      (or v, or `return f(args);`,
//   f(args); [fork_join();] [return;]                 or a void task's last call)
// The fast clone runs such a call as a jump back to its start with the new
// arguments (TailLoop.cpp, EmitTailLoop.cpp): LLVM's accumulator
// tail-recursion elimination, which the serial elision gets from clang.
struct TailSite {
  const clang::Expr *Other = nullptr; // `a`; null: the call's value as it is
};
struct TailLoop {
  std::map<const clang::CallExpr *, TailSite> Sites;
  // Some site combines: the fast clone keeps the combined values in
  // `__forkc_acc` (unsigned long long, C's modular arithmetic), and every
  // return of either clone combines its value with it.
  bool Accumulates = false;
  clang::BinaryOperatorKind Op = clang::BO_Add;
  const TailSite *siteOf(const clang::CallExpr *CE) const {
    auto It = Sites.find(CE);
    return It == Sites.end() ? nullptr : &It->second;
  }
};

struct TaskPlan {
  const clang::FunctionDecl *FD = nullptr;
  // The frame's fields: parameters, locals and the temporaries known before
  // the walk (conversions, the pending mask, reducer views, the alloca chain).
  FrameLayout Layout;
  // Variables that are `__f->field` in both clones (FrameResident.cpp); the
  // others are C variables stored into the frame only at resume points.
  llvm::DenseSet<const clang::VarDecl *> Resident;
  ResidentWhy WhyResident; // the reason each of them stays, said by remarks
  Liveness Live;           // what a resume point must store (Liveness.cpp)
  // Register variables that receive a spawn's value, each with a bit in
  // `__forkc_pend` (TaskLowering.h, the slow clone's pending spawns).
  llvm::DenseMap<const clang::VarDecl *, unsigned> PendBit;
  std::vector<Conversion> Conversions; // in source order
  // Spawns that would convert but found no bit left (64 per task).
  llvm::SmallPtrSet<const clang::BinaryOperator *, 4> ConversionsPastMask;
  std::vector<TaskReducer> Reducers;
  BodyLeaves Leaves;
  bool HasAlloca = false;     // alloca memory, chained through a frame field
  bool HasStackCalls = false; // alloca or forkc_stack_alloc/free: the frame exists at entry
  bool EndsInReturn = false;  // no implicit join at the end (it would be dead code)
  // The fast clone allocates its frame at its first resume point: nothing
  // lives in it before (docs/design.md §2.1, the fast clone).
  bool LazyFrame = false;
  // Each construct's resume point and temporary (checkSpawns numbers them).
  ConstructNumbers Numbers;
  // Calls of the task itself that its fast clone runs as a loop.
  TailLoop Tail;

  bool usesPend() const { return !PendBit.empty() || !Conversions.empty(); }
  const Conversion *conversionOf(const clang::BinaryOperator *Sp) const;
  const TaskReducer *reducerFor(const clang::VarDecl *VD) const;
};

TaskPlan planTask(const clang::FunctionDecl *FD, clang::ASTContext &Ctx);
// The task's reducers into P.Reducers, their views' fields into P.Layout
// (Reducers.cpp).
void findReducers(TaskPlan &P);
// The calls of the task itself its fast clone runs as a loop into P.Tail,
// `__forkc_acc` into P.Layout if they combine (TailLoop.cpp).
void findTailLoop(TaskPlan &P, clang::ASTContext &Ctx);

// The statement pass (CheckSpawns.cpp): the checks of spawns, joins and what
// lives across them, and the numbering of each construct's resume point and
// temporary into P.Numbers, in the lowering walk's order; false after
// reporting.
bool checkSpawns(TaskPlan &P, clang::ASTContext &Ctx, Reporter &R);

// The rest of lowerTask (Lowering.cpp) for a plan that passed checkTask and
// checkSpawns: the shared text passes, both walks, the emitters.
bool lowerPlannedTask(const TaskPlan &P, clang::ASTContext &Ctx, EditSet &Edits, Reporter &R,
                      FrameDebugVars *Debug);

// The task calls of E, a statement-level expression, that the lowering
// hoists in front of the statement (not Exclude, the statement's own call),
// in evaluation order.
void hoistedTaskCalls(const clang::Expr *E, const clang::CallExpr *Exclude,
                      std::vector<const clang::CallExpr *> &Out);

// [B, E], the offsets of SR in File's text, if SR is written there and not
// in a macro's body: text the lowering can edit (SourceText.cpp).
bool fileRangeIn(const clang::SourceManager &SM, const clang::LangOptions &LO, clang::FileID File,
                 clang::SourceRange SR, unsigned &B, unsigned &E);

// -fplugin-arg-forkplugin-remarks (Remarks.cpp): what the lowering made of a
// lowered task, at the task (its fast clone's frame, its resume points), and
// a note at each variable that stays in the frame, with the reason.
void remarkTask(const TaskPlan &P, unsigned Points, bool NoResumePoint, Reporter &R);

} // namespace detail
} // namespace forkc

#endif
