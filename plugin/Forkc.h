// Internal interfaces of libforkplugin.so.  One concept per file, in the
// order a task goes through them (docs/design.md §2.1, "The pipeline, file by
// file"; the lowering is specified by docs/lowering.md and test/lit/lower-*.c):
//   Action.cpp         the plugin action: options, nested parse, rounds, buffers
//   Attribute.cpp      the fork_task attribute (GNU and C23 spellings)
//   CilkSpelling.cpp   OpenCilk's keywords rewritten into forkc's spelling
//   ForLoops.cpp       fork_for, rewritten into generated tasks before lowering
//   HelperTasks.cpp    static plain C helpers that only tasks call, lowered as tasks
//   Macros.cpp         macro invocations expanded before lowering
//   TaskPlan.cpp       a task's plan: every analysis once, read by checks and both clones
//   FrameLayout.cpp    the frame's fields: unique names, the struct, ASan redzones
//   CTypes.cpp         C text of types, frame field types, VLA dimensions
//   Names.cpp          the names of the generated symbols
//   FrameResident.cpp  which variables stay in the frame in both clones, and why
//   TransientLocals.cpp locals no resume point outlives: C locals whatever they are
//   Liveness.cpp       which registers a resume point must store
//   Reporter.cpp       errors with their hints, remarks and notes
//   AstQueries.cpp     forkc.h's markers and what the passes ask of the AST
//   Checks.cpp         refusals of what the lowering does not support
//   CheckSpawns.cpp    refusals of spawns, joins and what lives across them
//   TaskStatics.cpp    a task's static locals, moved to file scope
//   Reducers.cpp       a task's reducers: plan, checks, view emitters
//   StaticReducers.cpp reducers with static storage: the strand's view
//   Lowering.cpp       the walk of a task's statements into one clone, per task
//                      and per translation unit
//   Emit*.cpp          one emitter per construct (TaskLowering.h lists them)
//   SourceText.cpp     source ranges and whole-statement edits
//   EditSet.cpp        nestable text edits over a file
//   SerialClone.cpp    work/span: a task's serial elision, for subtrees timed whole
//   Remarks.cpp        what the lowering made of each task, said under a flag
//   DebugVars.cpp      debug info: frame-resident and renamed variables by name
#ifndef FORKC_PLUGIN_FORKC_H
#define FORKC_PLUGIN_FORKC_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace clang {
class CompilerInstance;
class Preprocessor;
namespace syntax {
class TokenBuffer;
}
} // namespace clang

namespace forkc {

// ---- options of the plugin (Action.cpp, ParseArgs) ----
// -fplugin-arg-forkplugin-workspan: every lowered task and fork_for reports
// its work and span (abi.h, forkc_wsp_*_; docs/workspan.md).  Off, the
// lowered text is what it is without the option.
bool workspanEnabled();
void setWorkspanEnabled(bool On);
// -fplugin-arg-forkplugin-remarks: a remark for each lowered task (TaskPlan.h,
// remarkTask).
bool remarksEnabled();
void setRemarksEnabled(bool On);
// Tail loops (TaskPlan.h, TailLoop): off with -fplugin-arg-forkplugin-no-tail-loops
// or with clang's -fno-optimize-sibling-calls, which also turns off LLVM's
// tail-recursion elimination of plain functions.
bool tailLoopsEnabled();
void setTailLoopsEnabled(bool On);
// `Call` when work/span instrumentation is on, "" otherwise.
inline std::string wspText(const std::string &Call) { return workspanEnabled() ? Call : ""; }

// ---- names of the generated symbols (one place, see docs/lowering.md) ----
std::string entryName(const clang::FunctionDecl *FD);
std::string resumeName(const clang::FunctionDecl *FD);
// The entry of one kind (FORKC_KIND_SPAWNED or _CALLED), a static thunk of
// each task defined in the translation unit (Emit.cpp, kindEntries).
std::string kindEntryName(const clang::FunctionDecl *FD, bool Spawned);
std::string frameStructName(const clang::FunctionDecl *FD);
std::string frameTagName(const clang::FunctionDecl *FD); // frameStructName without `struct`
// A typedef of the task's return type, so that entries can return any type
// (function pointers need declarator syntax otherwise).
std::string retTypeName(const clang::FunctionDecl *FD);

// ---- recognising tasks and the markers of include/forkc.h ----
// Marked fork_task, or a plain C helper lowered as a task (HelperTasks.cpp).
bool isTask(const clang::FunctionDecl *FD);

// ---- plain C helpers lowered as tasks (HelperTasks.cpp) ----
// find() picks the helpers of the translation unit that are lowered as
// tasks; isTask counts them until the object is destroyed.
class HelperTasks {
public:
  HelperTasks() = default;
  HelperTasks(const HelperTasks &) = delete;
  HelperTasks &operator=(const HelperTasks &) = delete;
  ~HelperTasks();
  void find(clang::ASTContext &Ctx);

private:
  llvm::SmallPtrSet<const clang::FunctionDecl *, 8> S;
};
bool isHelperTask(const clang::FunctionDecl *FD);
// -fplugin-arg-forkplugin-no-helper-tasks turns it off.
void setHelperTasksEnabled(bool On);
// Under -fplugin-arg-forkplugin-remarks: why FD is lowered as a task.
class Reporter;
void remarkHelperTask(const clang::FunctionDecl *FD, Reporter &R);
// `fork_spawn(call)` expands to `((void)__forkc_spawn_marker__, (call))`:
// returns the comma operator if E (parens ignored) is that shape.
const clang::BinaryOperator *asSpawn(const clang::Expr *E);
// The call inside a spawn, or null if the operand is not a call.
const clang::CallExpr *spawnedCall(const clang::BinaryOperator *Spawn);
bool isMarkerCall(const clang::Expr *E, llvm::StringRef Marker);
// D is the declaration forkc.h gives the marker N (__forkc_spawn_marker__, ...).
bool namedAs(const clang::NamedDecl *D, llvm::StringRef N);
bool isJoin(const clang::Expr *E);    // __forkc_join_marker__()
bool isForkFor(const clang::Stmt *S); // fork_for: a switch on __forkc_for_marker__()
// A task ForLoops.cpp generated for a fork_for (`__forkc_for_N`).
bool isLoopTask(const clang::FunctionDecl *FD);
bool isResumeOn(const clang::Expr *E); // __forkc_resume_on_marker__(k)
// The variable an lvalue designates: x in x, x.f, x[i] of an array x.
const clang::VarDecl *rootVar(const clang::Expr *E);
// The variable whose address E takes: &x, &x.f, &x[i], or an array x (x.a)
// decaying to a pointer; null otherwise.
const clang::VarDecl *addressTakenOf(const clang::Expr *E);
// `T fork_reducer(identity, reduce) x` (forkc.h): the annotation carries the
// two functions.  A view parameter of a generated loop task carries the same
// functions as "forkc_reducer_view" (a pointer to the view).
struct ReducerFns {
  bool View = false;
  std::string Identity, Reduce;
};
bool reducerOf(const clang::VarDecl *VD, ReducerFns &Out);
// The typedef that makes T a hyperobject type (`typedef long
// _Hyperobject(zero, add) long_hyper;`), looking through typedefs of it;
// null if T is none.  Its functions in *Out when given.
const clang::TypedefNameDecl *reducerTypedef(clang::QualType T, ReducerFns *Out = nullptr);
// S as a C string literal.
namespace detail {
inline std::string cString(llvm::StringRef S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out + "\"";
}
// What text inserted at the start of a file-scope declaration begins with:
// ";" where the text before it (`Before`, the file up to there) may leave a
// declaration open, "" after a `;`, a `}`, a directive or nothing (comments
// skipped), where C99's -pedantic refuses an empty declaration.
std::string declarationSeparator(llvm::StringRef Before);
} // namespace detail
// `__func__` (or a GNU spelling) as the string literal C gives the function
// it is written in, for text that moves out of that function; "" where C
// gives none.
std::string functionNameText(const clang::PredefinedExpr *E);
// Spelled in a macro's body, not in an argument written in File.
bool inMacroBody(const clang::SourceManager &SM, clang::SourceLocation L, clang::FileID File);
// The task called directly by E (parens ignored), or null.
const clang::FunctionDecl *taskCallee(const clang::Expr *E);
// The first declaration of F with a written prototype (`fork_task long g();`
// has none in C17), or null.
const clang::FunctionDecl *prototypedDecl(const clang::FunctionDecl *F);
// The prototype of what a call calls through a pointer (or directly), or
// null for a function without one.
const clang::FunctionProtoType *calleeProto(const clang::CallExpr *CE);
// Whether S contains a spawn or a task call (and, with Markers, a join or
// forkc_resume_on).
bool containsTaskWork(const clang::Stmt *S, bool Markers);

// ---- the serial clones of the work/span profiler (SerialClone.cpp) ----
// The tasks of the translation unit that get one (canonical decls), each with
// the tasks its body names (sorted by name); the map hasSerialClone and
// serialCloneText read while lowering.
using SerialClones =
    llvm::DenseMap<const clang::FunctionDecl *, llvm::SmallVector<const clang::FunctionDecl *, 4>>;
void findSerialClones(clang::ASTContext &Ctx, SerialClones &Out);
void setSerialClones(const SerialClones *Map);
bool hasSerialClone(const clang::FunctionDecl *FD);
std::string serialCloneName(const clang::FunctionDecl *FD);
// `static __typeof__(f) __forkc_ser_f;`, for a caller's cut call sites.
std::string serialClonePrototype(const clang::FunctionDecl *FD);
// The clone's definition from the body's original text; Line (a #line
// directive) puts the body at its own lines.
std::string serialCloneText(const clang::FunctionDecl *FD, const clang::ASTContext &Ctx,
                            llvm::StringRef Body, const std::string &Line);

// ---- diagnostics: error + note, counted ----
class Reporter {
public:
  explicit Reporter(clang::DiagnosticsEngine &D);
  // Counts errors and prints nothing: for lowerings tried on scratch text.
  enum QuietTag { Quiet };
  Reporter(clang::DiagnosticsEngine &D, QuietTag);
  void error(clang::SourceLocation L, llvm::StringRef Msg, llvm::StringRef Note = {});
  void remark(clang::SourceLocation L, llvm::StringRef Msg);
  void note(clang::SourceLocation L, llvm::StringRef Msg);
  bool failed() const { return Count > 0; }
  unsigned count() const { return Count; }

private:
  clang::DiagnosticsEngine &D;
  unsigned ErrID, NoteID, RemarkID;
  unsigned Count = 0;
  bool Silent = false;
};

// ---- nestable text edits (Rewriter::ReplaceText mis-measures ranges that
// contain earlier edits, so we keep our own model: outermost edit wins and
// an outer edit's text is computed from the inner ones) ----
class EditSet {
public:
  explicit EditSet(llvm::StringRef Original) : Orig(Original.str()) {}
  // Replace [B, E).  Newlines are padded so later lines keep their numbers.
  void replace(unsigned B, unsigned E, std::string Text);
  void insert(unsigned Off, std::string Text);
  // Original text of [B, E) with every edit inside it applied.
  std::string text(unsigned B, unsigned E) const;
  std::string result() const { return text(0, (unsigned)Orig.size()); }
  llvm::StringRef original() const { return Orig; }

private:
  struct Edit {
    unsigned B, E, Seq;
    std::string Text;
  };
  std::string Orig;
  std::vector<Edit> Edits;
};

// ---- frame layout (docs/design.md §2.1, the frame: params and every local) ----
struct FrameVar {
  const clang::VarDecl *VD;
  std::string Field;
  std::string Decl; // "type field" as C text
};
struct FrameLayout {
  std::vector<FrameVar> Params, Locals;
  llvm::DenseMap<const clang::VarDecl *, std::string> FieldOf;
  std::vector<std::string> TempDecls; // compiler temporaries
  llvm::StringSet<> Used;
  std::string addTemp(clang::QualType T, const clang::ASTContext &Ctx);
  std::string structDef(const clang::FunctionDecl *FD) const;
};
// AddressSanitizer (docs/using-forkc.md, "Sanitizers"): frames get a redzone after each
// array; asanFrameReady wraps a frame allocation `(T *)forkc_frame_alloc(..)`
// with the call that poisons them (the text unchanged without ASan).
bool asanFrames(const clang::FunctionDecl *FD);
std::string asanReadyName(const clang::FunctionDecl *FD);
std::string asanFrameReady(const clang::FunctionDecl *FD, const std::string &Alloc);
FrameLayout computeFrameLayout(const clang::FunctionDecl *FD, clang::ASTContext &Ctx);
// The fast clone (FrameResident.cpp): variables that stay in the frame there,
// and the C name a register variable gets in the fast clone.
// Why, if given, receives the reason each of them stays (for remarks).
using ResidentWhy = llvm::DenseMap<const clang::VarDecl *, std::string>;
llvm::DenseSet<const clang::VarDecl *> frameResident(const clang::FunctionDecl *FD,
                                                     ResidentWhy *Why = nullptr);
// Locals whose block can no longer suspend the task after their declaration
// (TransientLocals.cpp): C locals of each clone, whatever their type or use.
llvm::DenseSet<const clang::VarDecl *> transientLocals(const clang::FunctionDecl *FD);
std::string fastName(const clang::VarDecl *VD, llvm::StringRef Field);
std::string fastCloneName(const clang::FunctionDecl *FD);
// A fast clone's way onto a new OS stack segment (EmitDeep.cpp).
std::string deepEntryName(const clang::FunctionDecl *FD);
// Which register variables a resume point must spill (Liveness.cpp).
struct Liveness {
  llvm::DenseMap<const clang::VarDecl *, std::vector<unsigned>> Refs; // file offsets
  llvm::DenseSet<const clang::VarDecl *> AlwaysLive;
  bool HasGoto = false;
  bool liveAfter(const clang::VarDecl *VD, unsigned StmtBegin,
                 std::pair<unsigned, unsigned> OwnArgs,
                 const std::vector<std::pair<unsigned, unsigned>> &Loops) const;
};
Liveness computeLiveness(const clang::FunctionDecl *FD, const clang::SourceManager &SM);
// C text declaring `Name` of type T (declarator syntax handled).
std::string declText(clang::QualType T, llvm::StringRef Name, const clang::ASTContext &Ctx);
// T without qualifiers that would forbid assignment into the frame; a
// pointer to a variable-length array becomes `void *`.
clang::QualType frameType(clang::QualType T, const clang::ASTContext &Ctx);
// T with its typeof and __auto_type parts replaced by what they stand for,
// qualifiers kept: a type file-scope text can spell (CTypes.cpp).
clang::QualType spelledType(clang::QualType T, const clang::ASTContext &Ctx);
// A parameter's type in the prototypes the lowering writes (entries,
// clones): a variably modified one is passed as `void *`, since its
// dimensions name parameters that an unnamed prototype cannot spell.
clang::QualType protoParamType(clang::QualType T, const clang::ASTContext &Ctx);
// The frame field holding variable dimension K of the VLA or variably
// modified parameter in field `Field`.
std::string dimField(llvm::StringRef Field, size_t K);
// T's declarator around Inner, variable dimension K spelled Dim(K), in the
// order of variableDims: `double (*)[<Dim(0)>][4]` for `double (*)[n][4]`
// and Inner "".
std::string dimsDeclText(clang::QualType T, std::string Inner,
                         const std::function<std::string(size_t)> &Dim,
                         const clang::ASTContext &Ctx);
// A pointer to a VLA of type T read from field `Field` of the struct `Obj`
// points to, its dimensions from the fields dimField(Field, K) beside it:
// `((double (*)[__f->__forkc_dim_A_0])__f->A)` for Obj "__f".
std::string vmPointerRead(clang::QualType T, llvm::StringRef Obj, llvm::StringRef Field,
                          const clang::ASTContext &Ctx);
// The value of each variable dimension of a pointer `Value` of type T, read
// from its type with sizeof (`sizeof (*(A)) / sizeof (*(A))[0]`): what the
// size expressions gave where T was declared, whatever their variables hold
// now.
std::vector<std::string> dimValues(clang::QualType T, const std::string &Value,
                                   const clang::ASTContext &Ctx);

// ---- checks ----
// A tag or typedef declared inside a function that T names (code at file
// scope cannot name it), or null.
const clang::NamedDecl *localTypeDecl(clang::QualType T);
// A task-local variable-length array, lowered onto the stacklet.
bool isTaskVla(const clang::VarDecl *VD);
// A parameter of variably modified type (`double a[n][n]`), kept in the
// frame with its variable dimensions.
bool isVmParam(const clang::VarDecl *VD);
// Such a parameter, or a local pointer to a variable-length array
// (`double (*p)[n]`), neither `register` nor `volatile`.
bool isVmVar(const clang::VarDecl *VD);
// A pointer of that shape: pointers and arrays, some of variable length,
// over a base that is not variably modified.
bool isVmPointer(clang::QualType T, const clang::ASTContext &Ctx);
// The variable-length arrays in T's pointer and array levels, outermost
// first: the order of a frame's `__forkc_dim_<field>_K` fields.
std::vector<const clang::VariableArrayType *> variableDims(clang::QualType T,
                                                           const clang::ASTContext &Ctx);
// alloca(n) / __builtin_alloca(n): lowered onto the stacklet, freed at return.
bool isLoweredAlloca(const clang::CallExpr *CE);
// Unsupported constructs inside a task, read from its plan (TaskPlan.h);
// returns false after reporting.
namespace detail {
struct TaskPlan;
}
bool checkTask(const detail::TaskPlan &P, clang::ASTContext &Ctx, Reporter &R);
// Markers in a function that is not a task.
bool checkNonTask(const clang::FunctionDecl *FD, clang::ASTContext &Ctx, Reporter &R);
// Reducers passed by address to spawned tasks, anywhere in the translation
// unit (before fork_for loops are rewritten).
bool checkReducerAddresses(clang::TranslationUnitDecl *TU, Reporter &R);

// Reducers with static storage (StaticReducers.cpp): every reference in FD's
// body, which is in File, becomes the running strand's view (abi.h,
// forkc_hyper_view).
void addStaticReducerViews(const clang::FunctionDecl *FD, clang::ASTContext &Ctx,
                           clang::FileID File, EditSet &Edits, Reporter *R);
bool hasStaticReducerRefs(const clang::FunctionDecl *FD);
// A task's static locals (TaskStatics.cpp) move to file scope: the name a
// hoisted one has there ("" for any other variable), and the rewrite of FD's
// body in Edits, which returns the declarations to put before the clones.
// R null: do not report (the other clone's pass did).
std::string taskStaticName(const clang::VarDecl *VD, const clang::SourceManager &SM);
std::string hoistTaskStatics(const clang::FunctionDecl *FD, clang::ASTContext &Ctx,
                             clang::FileID File, EditSet &Edits, Reporter *R);

// What the debug info of a task's clones should say that their text cannot
// (DebugVars.cpp).  Both clones are called Task, with the task's parameters
// (the runtime's are left out).  A variable that lives in the frame
// (FrameResident.cpp) is `__f->Field` in both clones: the debugger gets a
// variable called Name at that field (parameter number Arg, 0 for a local).
// A register variable that shadows another of the same name is a C local
// `__forkc_i_1`: the debugger gets it under the user's name, in its own
// block, so `print i` finds the innermost `i`.
struct FrameDebugVar {
  std::string Field, Name;
  unsigned Line = 0, Arg = 0;
};
struct TaskDebugInfo {
  std::string Task;
  std::vector<std::string> Params;
  std::vector<FrameDebugVar> Resident;
  std::map<std::string, std::string> Renamed; // C name -> the user's name
};
// Keyed by the frame struct's tag (`__forkc_frame_work`).
using FrameDebugVars = std::map<std::string, TaskDebugInfo>;

// ---- lowering of one task definition into Edits ----
// Debug (may be null) receives the task's frame-resident variables.
bool lowerTask(const clang::FunctionDecl *FD, clang::ASTContext &Ctx, EditSet &Edits, Reporter &R,
               FrameDebugVars *Debug);

// The file that holds a task's body (the main file or a header), or an
// invalid FileID when the body comes from a macro expansion.
clang::FileID taskFile(const clang::FunctionDecl *FD, const clang::SourceManager &SM);

// The lowered text of a translation unit: the main file's, and that of every
// header that defines a task (by the header's path), which the real compile
// reads instead of the file on disk.
struct LoweredTU {
  std::string Main;
  FrameDebugVars DebugVars;
  std::vector<std::pair<std::string, std::string>> Headers;
  // Tasks generated by a macro (`DEFINE_SUM(sum_int, int)`): the files with
  // each such invocation replaced by the declarations it expands to, printed
  // on its line.  Non-empty: parse these texts again and lower that.
  std::vector<std::pair<std::string, std::string>> Expanded;
  bool MacrosExpanded = false; // Expanded holds macro expansions (done once)
  bool CilkSpelled = false;    // Expanded holds Cilk programs in forkc's spelling
};
// fork_for (ForLoops.cpp): rewrite the outermost parallel loops of every
// function into calls of generated tasks, into Out.Expanded (parsed again:
// nested loops are the next round's).  False if there were none.
bool lowerForLoops(clang::ASTContext &Ctx, Reporter &R, LoweredTU &Out);
// Macros (Macros.cpp), each into Out.Expanded and true if there was any:
// tasks and statements with spawns that a macro wrote (printed from the AST),
// and invocations whose bodies name what the lowering renames (a task's
// frame-resident or shadowing locals, locals a macro declares, the enclosing
// function's variables in a fork_for body), replaced by their expansion.
bool expandMacros(clang::ASTContext &Ctx, LoweredTU &Out);
bool expandLocalMacroUses(clang::ASTContext &Ctx, const clang::syntax::TokenBuffer &Tokens,
                          LoweredTU &Out);
// Cilk programs (CilkSpelling.cpp): the keywords of <cilk/cilk.h>
// (include/forkc-cilk) expanded in a parse, and the `#pragma cilk grainsize`
// lines, recorded by recordCilkUses; rewriteCilk edits them into forkc's
// spelling, into Out.Expanded (parsed again), and marks the functions that
// spawn or sync as tasks.  False after reporting errors.
struct CilkUse {
  enum Kind { Spawn, Sync, Scope, For } K;
  clang::SourceLocation Name; // the keyword, as the parse expanded it
  std::string Spelling;       // cilk_spawn, _Cilk_spawn, ...
};
struct CilkGrain {
  clang::SourceLocation Hash, End; // the `#` and the end of the value
  std::string Expr;                // the value as written
  std::string Error;               // why the pragma cannot be taken
};
struct CilkUses {
  std::vector<CilkUse> Uses;
  std::vector<CilkGrain> Grains;
  bool empty() const { return Uses.empty() && Grains.empty(); }
};
void recordCilkUses(clang::Preprocessor &PP, CilkUses &Uses);
bool rewriteCilk(clang::ASTContext &Ctx, Reporter &R, const CilkUses &Uses, LoweredTU &Out);
// An error at the first keyword of <cilk/cilk.h> that expands in PP: in C++
// (not lowered), or in the compile of the lowered text (where none is left).
void refuseCilkKeywords(clang::Preprocessor &PP, bool Cxx);
// Lower a whole translation unit; false after reporting errors.  With Tokens
// (the parse's token buffer, in the rounds before macros are expanded), the
// macros above are expanded (Out.Expanded) instead of reported.
bool lowerTranslationUnit(clang::ASTContext &Ctx, Reporter &R, LoweredTU &Out,
                          const clang::syntax::TokenBuffer *Tokens);
// Debug info (DebugVars.cpp): after code generation, every clone whose `__f`
// points to one of these frames gets a variable per entry, located in the
// frame, so that `print arr` works where the lowered text says `__f->arr`.
void addFrameDebugVars(clang::CompilerInstance &CI, FrameDebugVars Vars);
// The length of each line of the user's files the lowering rewrote, by
// path; with debug info, a column past a line's end (generated code on the
// user's line) becomes 0 (DebugVars.cpp).
using LineLengths = std::map<std::string, std::vector<unsigned>>;
std::vector<unsigned> lineLengths(llvm::StringRef Text);
void addUserColumns(clang::CompilerInstance &CI, LineLengths Lengths);

} // namespace forkc

#endif
