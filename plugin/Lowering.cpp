// Lowering of one task (docs/design.md §2.1; docs/lowering.md has the walk-through,
// test/lit/lower-*.c the exact text).  For `R f(P...) { body }`:
//
//   <user's declarator>;                         the definition becomes a prototype
//   #include <forkc/abi.h>
//   struct __forkc_frame_f { forkc_frame hdr; params; locals; temporaries };
//   R __forkc_entry_f(w, parent, kind, R *ret, P...)   FORKC_TASK_CC: runs the
//                                                fast clone, returns the value
//   static void __forkc_root_f(...), R f(P...)  plain C callers: forkc_call_root
//   static R __forkc_fast_f(w, parent, kind, ret, P...)  the fast clone (step 2,
//                                                Cilk-5): scalars in registers,
//                                                frame allocated lazily, spilled
//                                                before each resume point
//   static int __forkc_resume_f(w, hf) { dispatch; body with locals in the frame }
//
// The same walk lowers either clone (TaskLowering::Fast), calling the emitter
// of each construct (TaskLowering.h lists their files); lowerTask at the end
// of this file builds the task's plan, checks it and runs the walk twice.
//
// The body is edited in place (EditSet), so every user line keeps its number;
// generated statements are single-line and carry their own braces, so they fit
// wherever a statement may stand (the body of an unbraced if/for too).  Resume
// points are goto labels reached from a dispatch switch at entry, so user
// switch statements nest (docs/design.md §2.1).
#include "TaskLowering.h"

#include <map>

using namespace clang;

namespace forkc {
namespace detail {

// Phase 1.  References to frame variables become `__f->field`: a postfix
// expression, so no parentheses are ever needed.  References inside macro
// arguments are rewritten at their spelling (Checks.cpp rejects macro bodies).
void TaskLowering::rewriteLeaves() {
  const BodyLeaves &V = P.Leaves;
  for (const DeclRefExpr *E : V.Refs) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    auto It = VD ? L.FieldOf.find(VD) : L.FieldOf.end();
    if (It == L.FieldOf.end())
      continue;
    if (isTaskVla(VD))
      renameAt(E->getLocation(), vlaRef(VD));
    else if (isVmVar(VD)) // `p = q` stores into the frame field, any other use reads
      renameAt(E->getLocation(), V.Assigned.count(E) ? "__f->" + It->second : vmPointerRef(VD));
    else if (const TaskReducer *Rd = reducerFor(VD); Rd && !Fast)
      renameAt(E->getLocation(), reducerRef(*Rd));
    else if (inFrame(VD))
      renameAt(E->getLocation(), "__f->" + It->second);
    else if (fastName(VD, It->second) != VD->getName())
      renameAt(E->getLocation(), fastName(VD, It->second));
  }
  // The body runs in the clones: `__func__` would name them.  It becomes
  // the string C gives the user's function (a macro's was expanded first,
  // Macros.cpp).
  for (const PredefinedExpr *E : V.FunctionNames)
    if (std::string Name = functionNameText(E); !Name.empty())
      renameAt(E->getLocation(), Name);
  // Register variables keep their declarations; a shadowed name gets its
  // unique field name so that every store and load can spell it.
  for (const auto *V : {&L.Params, &L.Locals})
    for (const FrameVar &F : *V)
      if (!isa<ParmVarDecl>(F.VD) && !inFrame(F.VD) && fastName(F.VD, F.Field) != F.VD->getName())
        renameAt(F.VD->getLocation(), fastName(F.VD, F.Field));
  // Two small edits (the name, and the hidden arguments after the '('),
  // not one over the whole call: the arguments may still be edited later
  // (hoisted task calls), and an enclosing edit would hide those.
  // alloca(n): memory on the stacklet, chained through a frame field and
  // freed at return (C: alloca memory lives until the function returns).
  // The whole call is replaced: <alloca.h> makes `alloca` a macro.
  for (const CallExpr *CE : V.Allocas) {
    unsigned B, E, AB, AE;
    if (!fileRange(CE->getSourceRange(), B, E) ||
        !fileRange(CE->getArg(0)->getSourceRange(), AB, AE)) {
      R.error(CE->getBeginLoc(), "cannot lower this alloca: it comes from a macro body",
              "call alloca(size) directly in the task");
      continue;
    }
    Ed.replace(B, E,
               "(__extension__ ({ void **__m = (void **)forkc_alloca_in(__w, __hf, "
               "(__SIZE_TYPE__)(" +
                   Ed.text(AB, AE) +
                   ") + 16); __m[0] = __f->__forkc_alloca; "
                   "__f->__forkc_alloca = __m; (void *)(__m + 2); }))");
  }
  for (const CallExpr *CE : V.StackCalls) {
    const auto *Callee = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts());
    unsigned Off;
    if (!Callee || !fileOffset(Callee->getLocation(), Off)) {
      R.error(CE->getBeginLoc(), "cannot lower forkc_stack_alloc/forkc_stack_free from a macro",
              "call it directly in the task");
      continue;
    }
    unsigned Len = Lexer::MeasureTokenLength(Callee->getLocation(), SM, LO);
    llvm::StringRef T = Ed.original();
    unsigned P = Off + Len;
    while (P < T.size() && isspace((unsigned char)T[P]))
      ++P;
    if (P >= T.size() || T[P] != '(') {
      R.error(CE->getBeginLoc(), "cannot lower this use of forkc_stack_alloc/forkc_stack_free",
              "write the call as forkc_stack_alloc(size) directly");
      continue;
    }
    Ed.replace(Off, Off + Len, Callee->getDecl()->getName().str() + "_in");
    Ed.insert(P + 1, CE->getNumArgs() ? "__w, __hf, " : "__w, __hf");
  }
}

// Phase 2: statement positions (children of blocks, bodies of if/loops/
// switch/labels) are where spawns, joins, task calls and returns lower.
void TaskLowering::walk(const Stmt *S, bool StmtPos, bool ForInit) {
  if (!S)
    return;
  // Liveness context of the resume points lowered inside S (point()).
  unsigned SavedBegin = CurStmtBegin;
  size_t SavedLoops = LoopRanges.size();
  struct Restore {
    TaskLowering &T;
    unsigned B;
    size_t N;
    ~Restore() {
      T.CurStmtBegin = B;
      T.LoopRanges.resize(N);
    }
  } RestoreContext{*this, SavedBegin, SavedLoops};
  unsigned SB, SE;
  if (StmtPos && stmtRange(S, SB, SE))
    CurStmtBegin = SB;
  else if (StmtPos)
    CurStmtBegin = 0; // unknown position: everything counts as later
  if (isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<ForStmt>(S))
    LoopRanges.push_back(stmtRange(S, SB, SE) ? std::make_pair(SB, SE) : std::make_pair(0u, ~0u));
  if (StmtPos) {
    size_t Mark = HoistWraps.size();
    bool Done = lowerStatement(S);
    applyWraps(Mark);
    if (Done || isa<Expr>(S))
      return; // lowerStatement already walked an expression's children
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    lowerDeclStmt(DS, ForInit);
    return;
  }
  if (const auto *RS = dyn_cast<ReturnStmt>(S)) {
    lowerReturn(RS); // only reached inside statement expressions (an error)
    return;
  }
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    size_t InScope = Scope.size(), Vlas = VlaScope.size(), Reds = ReducerScope.size();
    for (const Stmt *C : CS->body())
      walk(C, true);
    Scope.resize(InScope);
    // The block's reducers end here.  Views a steal made since the last
    // join are folded into the dead instance by the next join (or the next
    // declaration); CheckSpawns.cpp refuses the end of one that a child may
    // still update.
    ReducerScope.resize(Reds);
    if (VlaScope.size() > Vlas) { // the block's arrays, freed where it ends
      unsigned RB;
      if (fileOffset(CS->getRBracLoc(), RB))
        Ed.insert(RB, " " + vlaFrees(Vlas));
      VlaScope.resize(Vlas);
    }
  } else if (const auto *IS = dyn_cast<IfStmt>(S)) {
    // Task calls in an if/switch condition run once, before the branch:
    // hoisted in front of the whole statement.
    size_t Mark = HoistWraps.size();
    if (StmtPos)
      hoistAround(IS, IS->getCond());
    walk(IS->getCond(), false);
    walk(IS->getThen(), true);
    walk(IS->getElse(), true);
    applyWraps(Mark);
  } else if (const auto *WS = dyn_cast<WhileStmt>(S)) {
    walk(WS->getCond(), false);
    walkLoopBody(WS->getBody());
  } else if (const auto *DS2 = dyn_cast<DoStmt>(S)) {
    walkLoopBody(DS2->getBody());
    walk(DS2->getCond(), false);
  } else if (const auto *FS = dyn_cast<ForStmt>(S)) {
    size_t InScope = Scope.size(), Reds = ReducerScope.size();
    walk(FS->getInit(), false, true);
    walk(FS->getCond(), false);
    walk(FS->getInc(), false);
    walkLoopBody(FS->getBody());
    Scope.resize(InScope);
    ReducerScope.resize(Reds);
  } else if (const auto *SS = dyn_cast<SwitchStmt>(S)) {
    size_t Mark = HoistWraps.size();
    if (StmtPos)
      hoistAround(SS, SS->getCond());
    walk(SS->getCond(), false);
    Exits.push_back({VlaScope.size(), false});
    walk(SS->getBody(), true);
    Exits.pop_back();
    applyWraps(Mark);
  } else if (const auto *LS = dyn_cast<LabelStmt>(S)) {
    walk(LS->getSubStmt(), true);
  } else if (const auto *CaseS = dyn_cast<CaseStmt>(S)) {
    walk(CaseS->getSubStmt(), true);
  } else if (const auto *DefS = dyn_cast<DefaultStmt>(S)) {
    walk(DefS->getSubStmt(), true);
  } else if (const auto *SE = dyn_cast<StmtExpr>(S)) {
    // A label inside ({ ... }) cannot be jumped to: no resume points here.
    ++NoResume;
    walk(SE->getSubStmt(), true);
    --NoResume;
  } else {
    for (const Stmt *C : S->children())
      walk(C, false);
  }
}

// A loop body: an exit for break/continue.
void TaskLowering::walkLoopBody(const Stmt *Body) {
  Exits.push_back({VlaScope.size(), true});
  walk(Body, true);
  Exits.pop_back();
}

// break/continue leaving a block that declared variable-length arrays:
// free them first.
bool TaskLowering::lowerExit(const Stmt *S) {
  bool IsBreak = isa<BreakStmt>(S);
  if (!IsBreak && !isa<ContinueStmt>(S))
    return false;
  for (size_t I = Exits.size(); I-- > 0;) {
    if (!IsBreak && !Exits[I].Loop)
      continue; // continue skips switches
    if (VlaScope.size() > Exits[I].Vlas)
      replaceStmt(S, "{ " + vlaFrees(Exits[I].Vlas) + (IsBreak ? "break; }" : "continue; }"));
    return true;
  }
  return false;
}

bool TaskLowering::lowerStatement(const Stmt *S) {
  // Statement expressions inside this statement get their declarations
  // lowered first: the texts computed below must already contain them.
  // (DeclStmts do this in lowerDeclStmt, which has other callers.)
  if (isa<Expr>(S) || isa<ReturnStmt>(S))
    for (const Stmt *C : S->children())
      walk(C, false);
  if (const auto *RS = dyn_cast<ReturnStmt>(S)) {
    lowerReturn(RS);
    return true;
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    lowerDeclStmt(DS, false);
    return true;
  }
  if (lowerExit(S))
    return true;
  const auto *E = dyn_cast<Expr>(S);
  if (!E || NoResume)
    return false;
  E = E->IgnoreParens();
  if (const BinaryOperator *Sp = asSpawn(E)) {
    std::string Pre = hoist(E, spawnedCall(Sp));
    replaceStmt(S, wrap(Pre, spawnText(Sp, nullptr, QualType())));
    return true;
  }
  if (isJoin(E)) {
    unsigned K = pointOf(E);
    replaceStmt(S, "{ " + joinAt(K) + "}");
    return true;
  }
  if (isResumeOn(E)) {
    const auto *CE = cast<CallExpr>(E);
    std::string Pre = hoist(E, nullptr);
    replaceStmt(S, wrap(Pre, moveText(CE)));
    return true;
  }
  if (taskCallee(E)) {
    const auto *CE = cast<CallExpr>(E);
    std::string Pre = hoist(E, CE);
    replaceStmt(S, wrap(Pre, callText(CE, nullptr, QualType())));
    return true;
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E); BO && BO->getOpcode() == BO_Assign) {
    const Expr *RHS = BO->getRHS()->IgnoreParenImpCasts();
    if (const BinaryOperator *Sp = asSpawn(RHS)) {
      std::string Pre = hoist(E, spawnedCall(Sp));
      replaceStmt(S, wrap(Pre, spawnText(Sp, BO->getLHS(), BO->getLHS()->getType())));
      return true;
    }
    if (taskCallee(RHS)) {
      const auto *CE = cast<CallExpr>(RHS->IgnoreParens());
      std::string Pre = hoist(E, CE);
      replaceStmt(S, wrap(Pre, callText(CE, BO->getLHS(), BO->getLHS()->getType())));
      return true;
    }
  }
  // Any other expression statement: hoist its task calls, if any.
  return hoistAround(S, E);
}

// Hoist the task calls of E (part of statement S) in front of S.  The range
// is checked first: hoisting edits E, so it must not be abandoned halfway.
bool TaskLowering::hoistAround(const Stmt *S, const Expr *E) {
  unsigned B, End;
  if (NoResume || !stmtRange(S, B, End))
    return false;
  std::string Pre = hoist(E, nullptr);
  if (Pre.empty())
    return false;
  HoistWraps.push_back({B, End, Pre});
  return true;
}

// Initialisers of frame variables become assignments.  Arrays and structs
// with brace or string initialisers are copied from a compound literal of
// the same type, which keeps C's zero-filling of the rest.
std::string TaskLowering::initText(const VarDecl *VD, const std::string &Field) {
  const Expr *Init = VD->getInit();
  QualType T = frameType(VD->getType(), Ctx);
  const Expr *Bare = Init->IgnoreImplicit();
  if (const auto *ILE = dyn_cast<InitListExpr>(Bare)) {
    if (ILE->getSyntacticForm())
      ILE = ILE->getSyntacticForm();
    std::string Lit = "(" + typeText(T) + ")" + exprText(ILE);
    if (T->isArrayType() || T->isRecordType())
      return "__builtin_memcpy(&__f->" + Field + ", &" + Lit + ", sizeof __f->" + Field + ")";
    return "__f->" + Field + " = " + Lit;
  }
  if (isa<StringLiteral>(Bare) && T->isArrayType())
    return "__builtin_memcpy(__f->" + Field + ", (" + typeText(T) + "){" + exprText(Bare) +
           "}, sizeof __f->" + Field + ")";
  return "__f->" + Field + " = (" + exprText(Init) + ")";
}

void TaskLowering::lowerDeclStmt(const DeclStmt *DS, bool ForInit) {
  for (const Stmt *C : DS->children()) // statement expressions in initialisers
    walk(C, false);
  std::vector<std::string> Pieces;
  bool Any = false;
  for (const Decl *D : DS->decls()) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD || !L.FieldOf.count(VD))
      continue;
    if (const TaskReducer *Rd = reducerFor(VD)) {
      ReducerScope.push_back(Rd); // its views from now on
      // Views the last instance's block left behind (no join since it
      // ended, as after a `continue`): folded into it (dead) and freed
      // before this one starts.
      if (!Fast && !ForInit) {
        Any = true;
        Pieces.push_back(reducerFold(*Rd));
      }
    }
    const Expr *Init = VD->getInit() ? VD->getInit()->IgnoreImpCasts() : nullptr;
    bool Resumable = !ForInit && !NoResume;
    bool TaskInit = Init && Resumable && (asSpawn(Init) || taskCallee(Init));
    if (!inFrame(VD) && !TaskInit) {
      Scope.push_back(VD); // a register variable of the fast clone: spilled from now on
      continue;
    }
    Any = true;
    if (isTaskVla(VD)) {
      if (ForInit) // refused by checkSpawns
        continue;
      Pieces.push_back(vlaAlloc(VD));
      VlaScope.push_back(VD);
      continue;
    }
    if (isVmVar(VD)) // its dimensions, then its initialiser (if any) like any frame local's
      Pieces.push_back(dimStores(VD) + (ForInit ? "" : ";"));
    if (!Init)
      continue;
    std::string Field = L.FieldOf.lookup(VD);
    // A register variable of the fast clone initialised by a spawn or a task
    // call (FrameResident.cpp): declared, then the call's value assigned to it.
    // (`unused`: the user's `T x = f();` never warns, an assigned-only
    // declaration would.)
    std::string Decl = inFrame(VD)
                           ? ""
                           : declText(frameType(VD->getType(), Ctx), fastName(VD, Field), Ctx) +
                                 " __attribute__((unused)); ";
    if (const BinaryOperator *Sp = asSpawn(Init); Sp && Resumable) {
      std::string Pre = hoist(Init, spawnedCall(Sp));
      Pieces.push_back(Decl + wrap(Pre, spawnText(Sp, nullptr, VD->getType(), VD)));
    } else if (TaskInit) {
      const auto *CE = cast<CallExpr>(Init->IgnoreParens());
      std::string Pre = hoist(CE, CE);
      Pieces.push_back(Decl + wrap(Pre, callText(CE, nullptr, VD->getType(), VD)));
    }
    if (!inFrame(VD)) {
      Scope.push_back(VD); // spilled from now on
      continue;
    }
    if (TaskInit)
      continue;
    if (Resumable) {
      std::string Pre = hoist(VD->getInit(), nullptr);
      Pieces.push_back(wrap(Pre, initText(VD, Field) + ";"));
    } else {
      Pieces.push_back(initText(VD, Field) + (ForInit ? "" : ";"));
    }
  }
  if (!Any)
    return; // static/extern locals, typedefs, prototypes stay as written
  std::string S;
  for (size_t I = 0; I < Pieces.size(); ++I)
    S += (I ? (ForInit ? ", " : " ") : "") + Pieces[I];
  unsigned B, E;
  if (!stmtRange(DS, B, E)) {
    R.error(DS->getBeginLoc(), "cannot lower a declaration that comes from a macro body");
    return;
  }
  if (ForInit || S.empty())
    S += ";";
  Ed.replace(B, E, S);
}

TaskDebugInfo TaskLowering::debugInfo() const {
  TaskDebugInfo Out;
  Out.Task = FD->getNameAsString();
  for (const ParmVarDecl *P : FD->parameters())
    Out.Params.push_back(P->getNameAsString());
  for (const auto &Entry : L.FieldOf) {
    const VarDecl *VD = Entry.first;
    const std::string &Field = Entry.second;
    std::string CName = fastName(VD, Field);
    if (!inFrame(VD)) {
      if (CName != VD->getName())
        Out.Renamed[CName] = VD->getName().str();
      continue;
    }
    if (reducerFor(VD))
      continue;
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(VD->getLocation()));
    unsigned Arg = 0;
    if (const auto *PV = dyn_cast<ParmVarDecl>(VD))
      Arg = PV->getFunctionScopeIndex() + 1;
    Out.Resident.push_back({Field, CName, P.isValid() ? P.getLine() : 0, Arg});
  }
  llvm::sort(Out.Resident,
             [](const FrameDebugVar &A, const FrameDebugVar &B) { return A.Field < B.Field; });
  return Out;
}

unsigned TaskLowering::pointOf(const Stmt *Node, ConstructNumbers::Role Role) {
  unsigned K = P.Numbers.point(Node, Role);
  if (!K || !Met.insert({Node, Role}).second)
    Unplanned.push_back(Node);
  return K;
}

// The construct where the walk and the plan part: one the walk met and the
// plan did not number, one the plan numbered twice, or one it numbered and
// the walk did not meet.
const Stmt *TaskLowering::firstUnplanned() const {
  if (!Unplanned.empty())
    return Unplanned[0];
  if (!P.Numbers.twice().empty())
    return P.Numbers.twice()[0];
  return P.Numbers.firstNotIn(Met);
}

std::string TaskLowering::tempOf(const Stmt *Node) {
  const std::string *T = P.Numbers.temp(Node);
  if (!T || !Met.insert({Node, ConstructNumbers::Temp}).second)
    Unplanned.push_back(Node);
  return T ? *T : "__forkc_unplanned";
}

bool TaskLowering::lower() {
  unsigned Before = R.count();
  rewriteLeaves();
  for (const FrameVar &V : L.Params)
    if (!inFrame(V.VD))
      Scope.push_back(V.VD);
  for (const TaskReducer &Rd : Reducers)
    if (isa<ParmVarDecl>(Rd.VD))
      ReducerScope.push_back(&Rd);
  walk(FD->getBody(), false);
  return R.count() == Before;
}

} // namespace detail

// The pipeline of one task (TaskPlan.h): its plan, the checks that read it
// and the statement pass that numbers its constructs, the text passes both
// clones share, then the two walks over the plan.  The slow clone is lowered
// in place; the fast clone over a copy of the text so far, spliced in by
// emit().  A walk that meets a construct the plan did not number, or misses
// one it did, is an internal error at the construct.
bool lowerTask(const FunctionDecl *FD, ASTContext &Ctx, EditSet &Edits, Reporter &R,
               FrameDebugVars *Debug) {
  detail::TaskPlan Plan = detail::planTask(FD, Ctx);
  if (!checkTask(Plan, Ctx, R) || !detail::checkSpawns(Plan, Ctx, R))
    return false;
  return detail::lowerPlannedTask(Plan, Ctx, Edits, R, Debug);
}

namespace detail {
bool lowerPlannedTask(const TaskPlan &P, ASTContext &Ctx, EditSet &Edits, Reporter &R,
                      FrameDebugVars *Debug) {
  const FunctionDecl *FD = P.FD;
  FileID File = taskFile(FD, Ctx.getSourceManager());
  std::string Statics = hoistTaskStatics(FD, Ctx, File, Edits, &R);
  addStaticReducerViews(FD, Ctx, File, Edits, &R);
  EditSet FastEdits = Edits; // the shared passes, once
  detail::TaskLowering Slow(P, Ctx, Edits, R, false);
  Slow.HoistedStatics = Statics;
  if (!Slow.lower())
    return false;
  if (Debug)
    (*Debug)[frameTagName(FD)] = Slow.debugInfo();
  detail::TaskLowering Fast(P, Ctx, FastEdits, R, true);
  if (!Fast.lower())
    return false;
  for (const detail::TaskLowering *W : {&Slow, &Fast})
    if (!W->agreesWithPlan()) {
      const Stmt *At = W->firstUnplanned();
      R.error(At ? At->getBeginLoc() : FD->getLocation(),
              "internal error: the lowering of fork_task '" + FD->getNameAsString() +
                  "' does not agree with its plan on the resume point or frame temporary of "
                  "this construct",
              "please report it with this file (forkc's plugin, docs/lowering.md); "
              "the task was not lowered");
      return false;
    }
  std::string FastText = Fast.fastCloneText();
  if (!Slow.emit(FastText, Fast.hasNoResumePoint()))
    return false;
  if (remarksEnabled())
    detail::remarkTask(P, Fast.resumePoints(), Fast.hasNoResumePoint(), R);
  return true;
}
} // namespace detail

FileID taskFile(const FunctionDecl *FD, const SourceManager &SM) {
  const Stmt *Body = FD->getBody();
  const auto *CS = dyn_cast_or_null<CompoundStmt>(Body);
  if (!CS || CS->getLBracLoc().isMacroID() || CS->getRBracLoc().isMacroID())
    return FileID();
  FileID F = SM.getFileID(CS->getLBracLoc());
  return F == SM.getFileID(CS->getRBracLoc()) ? F : FileID();
}

// With workspan, the translation unit's constructor hands the runtime the
// resume functions of its tasks: their frames have room for the reports of
// children that finish elsewhere (abi.h, forkc_wsp_enable_).
//   static void __forkc_wsp_register(void) __attribute__((constructor)) {
//       static const forkc_resume_fn fns[] = {__forkc_resume_f, ...};
//       forkc_wsp_enable_(fns, n);
//   }
static std::string workspanRegistration(const std::vector<std::string> &Resumes) {
  std::string S = "\n#include <forkc/abi.h>\n__attribute__((constructor)) static void "
                  "__forkc_wsp_register(void) { ";
  std::string List;
  for (const std::string &R : Resumes)
    List += (List.empty() ? "" : ", ") + R;
  if (List.empty())
    return S + "forkc_wsp_enable_(0, 0); }\n";
  return S + "static const forkc_resume_fn __fns[] = {" + List + "}; forkc_wsp_enable_(__fns, " +
         std::to_string(Resumes.size()) + "); }\n";
}

// Tasks are lowered where they are written: in the main file or in a header
// it includes (static and static inline tasks in headers shared by several
// translation units: each lowers its own copy).  Each file gets its own edit
// set; a header's lowered text replaces the file for the real compile.
bool lowerTranslationUnit(ASTContext &Ctx, Reporter &R, LoweredTU &Out,
                          const syntax::TokenBuffer *Tokens) {
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  std::map<FileID, EditSet> Edits;
  std::vector<FileID> Order;
  auto EditsOf = [&](FileID F) -> EditSet & {
    auto It = Edits.find(F);
    if (It == Edits.end()) {
      It = Edits.emplace(F, EditSet(SM.getBufferData(F))).first;
      Order.push_back(F);
    }
    return It->second;
  };
  if (Tokens && expandLocalMacroUses(Ctx, *Tokens, Out))
    return true;                    // parsed again with those invocations expanded (Action.cpp)
  std::vector<std::string> Resumes; // of the tasks lowered, for workspan
  SerialClones Serial;              // tasks with a serial clone, for workspan
  if (!checkReducerAddresses(Ctx.getTranslationUnitDecl(), R))
    return false;
  if (lowerForLoops(Ctx, R, Out))
    return !R.failed(); // parsed again with the loops rewritten (Action.cpp)
  if (R.failed())
    return false;
  if (Tokens && expandMacros(Ctx, Out)) {
    Out.MacrosExpanded = true;
    return true; // parsed again with the macros expanded (Action.cpp)
  }
  HelperTasks Helpers; // counted as tasks from here to the end of the lowering
  Helpers.find(Ctx);
  if (workspanEnabled())
    findSerialClones(Ctx, Serial);
  setSerialClones(&Serial);
  struct Unset {
    ~Unset() { setSerialClones(nullptr); }
  } UnsetSerial;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD)
      continue;
    if (!FD->doesThisDeclarationHaveABody()) {
      const auto *FPT = FD->getType()->getAs<FunctionProtoType>();
      if (isTask(FD) && FD->isFirstDecl() && FPT && FPT->isVariadic())
        R.error(FD->getLocation(), "variadic fork_task '" + FD->getNameAsString() + "'",
                "a task's arguments are copied into its frame; pass an array and a count");
      continue;
    }
    if (!isTask(FD)) {
      checkNonTask(FD, Ctx, R);
      FileID F = taskFile(FD, SM);
      if (F.isValid() && SM.getFileEntryRefForID(F) &&
          !SM.isInSystemHeader(SM.getLocForStartOfFile(F)) && hasStaticReducerRefs(FD))
        addStaticReducerViews(FD, Ctx, F, EditsOf(F), &R);
      continue;
    }
    FileID F = taskFile(FD, SM);
    if (F.isInvalid() || !SM.getFileEntryRefForID(F)) {
      R.error(FD->getLocation(),
              "the body of fork_task '" + FD->getNameAsString() + "' comes from a macro",
              "the plugin rewrites the text of a task's body; a macro that generates the "
              "whole definition at file scope is expanded first, other forms are not "
              "supported: write the body in the source");
      continue;
    }
    if (remarksEnabled() && isHelperTask(FD))
      remarkHelperTask(FD, R);
    if (lowerTask(FD, Ctx, EditsOf(F), R, &Out.DebugVars))
      Resumes.push_back(resumeName(FD));
  }
  if (R.failed())
    return false;
  PresumedLoc PL = SM.getPresumedLoc(SM.getLocForStartOfFile(Main));
  auto MainIt = Edits.find(Main);
  std::string MainText =
      MainIt == Edits.end() ? SM.getBufferData(Main).str() : MainIt->second.result();
  Out.Main = wspText("#define __FORKC_WORKSPAN__ 1\n") + "#define __FORKC_LOWERED__ 1\n#line 1 " +
             detail::cString(PL.isValid() ? PL.getFilename() : "") + "\n" + MainText +
             wspText(workspanRegistration(Resumes));
  llvm::StringSet<> Seen;
  for (FileID F : Order) {
    if (F == Main)
      continue;
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(F);
    // A header included twice (no include guard) is read twice; both
    // inclusions would see the same lowered text, lowered from one of them.
    if (!Seen.insert(FE->getName()).second) {
      R.error(SM.getLocForStartOfFile(F),
              "header '" + FE->getName().str() + "' defines fork_tasks and is included twice",
              "give the header an include guard or #pragma once");
      return false;
    }
    Out.Headers.push_back({FE->getName().str(), Edits.find(F)->second.result()});
  }
  return true;
}

} // namespace forkc
