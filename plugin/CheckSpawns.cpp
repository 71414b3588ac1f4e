// The statement pass of a task's plan (TaskPlan.h): it visits the statements
// in the order the lowering walk does (Lowering.cpp, TaskLowering::walk), at
// the same statement positions, before anything is emitted, and
//   - numbers each construct the walk lowers at a resume point (a spawn, a
//     task call, a hoisted call, a join, a move, the join of a return), and
//     the frame temporary of each call whose value needs one, into
//     TaskPlan::Numbers, which both clones' walks then only read;
//   - refuses, once, at the construct:
//       a spawn that is not of a call, through a pointer without a
//         prototype, or whose value cannot go into its destination's type;
//       a call of a task that has no prototype (its entry's parameters are
//         unknown);
//       a spawn, join or move nested in a larger expression;
//       a statement attribute on a return (`musttail`: a task's return is no
//         tail call);
//       stack memory (a variable-length array, forkc_stack_alloc) allocated
//         or left while a spawned child may still run (libfork III-C: the
//         stacklet is the parent's only until the join), or alloca above
//         such an array;
//       a reducer whose block ends while a child it was handed may update it.
// "May still run" follows the structured control flow: set by a spawn,
// cleared by a join and by a return (which joins first); each branch of an
// if on its own; a `break` or `continue` carries it to its loop's or
// switch's exit or next iteration, and a `case` label starts from the
// switch's entry (and what falls through), so the default of a switch whose
// spawning cases break has nothing outstanding; after a loop, what its
// entry, its body's end and its breaks had.  A loop body whose spawn is not
// joined in the same iteration makes every allocation in it a refusal.  A
// `goto` keeps what it had and gives it to its label if that comes after it;
// a backward goto is taken as falling through.
#include "TaskPlan.h"

#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace forkc {
namespace detail {

namespace {

// Whether S takes the address of VD (or of a part of it).
bool takesAddressOf(const Stmt *S, const VarDecl *VD) {
  if (!S)
    return false;
  if (const auto *E = dyn_cast<Expr>(S); E && addressTakenOf(E) == VD)
    return true;
  for (const Stmt *C : S->children())
    if (takesAddressOf(C, VD))
      return true;
  return false;
}

class SpawnChecker {
public:
  SpawnChecker(TaskPlan &P, ASTContext &Ctx, Reporter &R)
      : P(P), Ctx(Ctx), SM(Ctx.getSourceManager()), R(R), File(taskFile(P.FD, SM)) {
    for (const TaskReducer &Rd : P.Reducers)
      if (isa<ParmVarDecl>(Rd.VD))
        ReducerScope.push_back(&Rd);
  }

  void run() {
    walk(P.FD->getBody(), false);
    if (!P.EndsInReturn)
      P.Numbers.numberEnd();
    for (const Stmt *M : P.Leaves.Markers)
      if (!Consumed.count(M)) {
        const char *What = isa<BinaryOperator>(M)  ? "fork_spawn"
                           : isJoin(cast<Expr>(M)) ? "fork_join"
                                                   : "forkc_resume_on";
        R.error(M->getBeginLoc(), std::string(What) + " nested inside a larger expression",
                nestedSpawnHint(M));
      }
  }

private:
  TaskPlan &P;
  ASTContext &Ctx;
  const SourceManager &SM;
  Reporter &R;
  FileID File; // the task's own: the walk edits only text written there
  bool SpawnPending = false;
  llvm::DenseSet<const VarDecl *> Handed; // reducers a pending child was handed
  // What a point of the walk knows: SpawnPending and Handed, together.
  struct Flow {
    bool Pending = false;
    llvm::DenseSet<const VarDecl *> Handed;
  };
  // A loop or switch: what its breaks (and a loop's continues) carry out,
  // and what a switch had at its entry, where each case label starts.
  struct JumpTarget {
    bool Loop;
    Flow Entry, Break, Continue;
    size_t Vlas, Reds; // VlaScope and ReducerScope outside it
  };
  std::vector<JumpTarget> Targets;
  // What the gotos met so far had, by their label; computed gotos' for
  // every label.
  llvm::DenseMap<const LabelDecl *, Flow> GotoFlows;
  Flow IndirectGotoFlow;
  std::vector<const TaskReducer *> ReducerScope;
  std::vector<const VarDecl *> VlaScope;
  std::vector<std::vector<SourceLocation>> LoopAllocs;
  int NoResume = 0; // inside statement expressions: nothing is lowered
  llvm::SmallPtrSet<const Stmt *, 16> Consumed;

  // The walk's shape (TaskLowering::walk): statements, then the children of
  // everything else.
  void walk(const Stmt *S, bool StmtPos, bool ForInit = false) {
    if (!S)
      return;
    if (StmtPos && (statement(S) || isa<Expr>(S)))
      return;
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      return declaration(DS, ForInit);
    if (const auto *RS = dyn_cast<ReturnStmt>(S))
      return returnStatement(RS); // as the walk (NoResume: checkTask refuses it)
    if (const auto *AS = dyn_cast<AttributedStmt>(S); AS && isa<ReturnStmt>(AS->getSubStmt())) {
      // `__attribute__((musttail)) return g(x);`: a task's return joins and
      // hands its value back through its frame, so it is no tail call.
      R.error(AS->getBeginLoc(), "statement attribute on a return in a fork_task",
              "a task's return joins its children first and is not a tail call: remove the "
              "attribute");
      return;
    }
    if (const auto *CS = dyn_cast<CompoundStmt>(S))
      return block(CS);
    if (const auto *IS = dyn_cast<IfStmt>(S)) {
      if (StmtPos)
        hoistedAround(IS, IS->getCond());
      walk(IS->getCond(), false);
      bool PendingAtEntry = SpawnPending;
      llvm::DenseSet<const VarDecl *> HandedAtEntry = Handed;
      walk(IS->getThen(), true);
      bool PendingAfterThen = SpawnPending;
      llvm::DenseSet<const VarDecl *> HandedAfterThen = std::move(Handed);
      SpawnPending = PendingAtEntry;
      Handed = std::move(HandedAtEntry);
      walk(IS->getElse(), true);
      SpawnPending |= PendingAfterThen;
      Handed.insert(HandedAfterThen.begin(), HandedAfterThen.end());
    } else if (const auto *WS = dyn_cast<WhileStmt>(S)) {
      walk(WS->getCond(), false);
      loopBody(WS->getBody(), false);
    } else if (const auto *DoS = dyn_cast<DoStmt>(S)) {
      loopBody(DoS->getBody(), true);
      walk(DoS->getCond(), false);
    } else if (const auto *FS = dyn_cast<ForStmt>(S)) {
      size_t Reds = ReducerScope.size();
      walk(FS->getInit(), false, true);
      walk(FS->getCond(), false);
      walk(FS->getInc(), false);
      loopBody(FS->getBody(), false);
      ReducerScope.resize(Reds);
    } else if (const auto *SS = dyn_cast<SwitchStmt>(S)) {
      if (StmtPos)
        hoistedAround(SS, SS->getCond());
      walk(SS->getCond(), false);
      switchBody(SS);
    } else if (const auto *LS = dyn_cast<LabelStmt>(S)) {
      if (auto It = GotoFlows.find(LS->getDecl()); It != GotoFlows.end())
        merge(It->second);
      merge(IndirectGotoFlow);
      walk(LS->getSubStmt(), true);
    } else if (const auto *CaseS = dyn_cast<CaseStmt>(S)) {
      caseLabel();
      walk(CaseS->getSubStmt(), true);
    } else if (const auto *DefS = dyn_cast<DefaultStmt>(S)) {
      caseLabel();
      walk(DefS->getSubStmt(), true);
    } else if (isa<BreakStmt>(S) || isa<ContinueStmt>(S)) {
      jump(S);
    } else if (const auto *GS = dyn_cast<GotoStmt>(S)) {
      mergeInto(GotoFlows[GS->getLabel()], flow());
    } else if (isa<IndirectGotoStmt>(S)) {
      mergeInto(IndirectGotoFlow, flow());
    } else if (const auto *SE = dyn_cast<StmtExpr>(S)) {
      ++NoResume;
      walk(SE->getSubStmt(), true);
      --NoResume;
    } else {
      if (const auto *CE = dyn_cast<CallExpr>(S))
        call(CE);
      for (const Stmt *C : S->children())
        walk(C, false);
    }
  }

  // TaskLowering::lowerStatement: true when the statement is done.
  bool statement(const Stmt *S) {
    if (isa<Expr>(S) || isa<ReturnStmt>(S))
      for (const Stmt *C : S->children())
        walk(C, false);
    if (const auto *RS = dyn_cast<ReturnStmt>(S)) {
      returnStatement(RS);
      return true;
    }
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      declaration(DS, false);
      return true;
    }
    if (isa<BreakStmt>(S) || isa<ContinueStmt>(S))
      return false;
    const auto *E = dyn_cast<Expr>(S);
    if (!E || NoResume)
      return false;
    E = E->IgnoreParens();
    if (const BinaryOperator *Sp = asSpawn(E)) {
      hoisted(E, spawnedCall(Sp));
      spawn(Sp, QualType(), false);
    } else if (isJoin(E)) {
      Consumed.insert(E);
      SpawnPending = false;
      Handed.clear();
      P.Numbers.number(E, ConstructNumbers::Point);
    } else if (isResumeOn(E)) {
      Consumed.insert(E);
      hoisted(E, nullptr);
      P.Numbers.number(E, ConstructNumbers::Point);
    } else if (taskCallee(E)) {
      const auto *CE = cast<CallExpr>(E);
      hoisted(E, CE);
      taskCall(CE, QualType());
    } else if (const auto *BO = dyn_cast<BinaryOperator>(E);
               BO && BO->getOpcode() == BO_Assign && asSpawn(BO->getRHS()->IgnoreParenImpCasts())) {
      const BinaryOperator *Sp = asSpawn(BO->getRHS()->IgnoreParenImpCasts());
      hoisted(E, spawnedCall(Sp));
      spawn(Sp, BO->getLHS()->getType(), true);
    } else if (BO && BO->getOpcode() == BO_Assign &&
               taskCallee(BO->getRHS()->IgnoreParenImpCasts())) {
      const auto *CE = cast<CallExpr>(BO->getRHS()->IgnoreParenImpCasts()->IgnoreParens());
      hoisted(E, CE);
      taskCall(CE, BO->getLHS()->getType());
    } else {
      hoistedAround(S, E);
      return false;
    }
    return true;
  }

  // TaskLowering::lowerReturn: the join, then `return g(x)`'s call (its
  // value through a temporary when the types differ) or the hoisted calls
  // of any other value.
  void returnStatement(const ReturnStmt *RS) {
    if (NoResume)
      return;
    P.Numbers.number(RS, ConstructNumbers::ReturnJoin);
    const Expr *E = RS->getRetValue();
    const Expr *Inner = E ? E->IgnoreParenImpCasts() : nullptr;
    if (Inner && taskCallee(Inner) && !asSpawn(Inner)) {
      const auto *CE = cast<CallExpr>(Inner->IgnoreParens());
      hoisted(CE, CE);
      prototype(CE, CE->getDirectCallee());
      P.Numbers.number(CE, ConstructNumbers::Point);
      QualType RT = P.FD->getReturnType(), CRT = CE->getDirectCallee()->getReturnType();
      if (!RT->isVoidType() && !CRT->isVoidType() && !Ctx.hasSameUnqualifiedType(RT, CRT))
        P.Numbers.addTemp(CE, CRT, P.Layout, Ctx);
    } else {
      hoisted(E, nullptr);
    }
    set(Flow()); // nothing is outstanding after it: a return joins first
  }

  // TaskLowering::lowerDeclStmt.
  void declaration(const DeclStmt *DS, bool ForInit) {
    for (const Stmt *C : DS->children())
      walk(C, false);
    for (const Decl *D : DS->decls()) {
      const auto *VD = dyn_cast<VarDecl>(D);
      if (!VD || !P.Layout.FieldOf.count(VD))
        continue;
      if (const TaskReducer *Rd = P.reducerFor(VD))
        ReducerScope.push_back(Rd);
      const Expr *Init = VD->getInit() ? VD->getInit()->IgnoreImpCasts() : nullptr;
      bool Resumable = !ForInit && !NoResume;
      bool TaskInit = Init && Resumable && (asSpawn(Init) || taskCallee(Init));
      bool InFrame = P.Resident.count(VD);
      if (!InFrame && !TaskInit)
        continue;
      if (isTaskVla(VD)) {
        if (ForInit) {
          R.error(VD->getLocation(), "variable-length array in a for-loop initialiser",
                  "declare it before the loop");
          continue;
        }
        allocation(VD->getLocation(), "variable-length array '" + VD->getName().str() + "'");
        VlaScope.push_back(VD);
        continue;
      }
      if (!Init)
        continue;
      if (const BinaryOperator *Sp = asSpawn(Init); Sp && Resumable) {
        hoisted(Init, spawnedCall(Sp));
        spawn(Sp, VD->getType(), true);
      } else if (TaskInit) {
        const auto *CE = cast<CallExpr>(Init->IgnoreParens());
        hoisted(CE, CE);
        taskCall(CE, VD->getType());
      } else if (InFrame && Resumable) {
        hoisted(VD->getInit(), nullptr);
      }
    }
  }

  void block(const CompoundStmt *CS) {
    size_t Vlas = VlaScope.size(), Reds = ReducerScope.size();
    for (const Stmt *C : CS->body())
      walk(C, true);
    for (size_t I = Reds; I < ReducerScope.size(); ++I)
      if (Handed.count(ReducerScope[I]->VD))
        R.error(CS->getRBracLoc(),
                "reducer '" + ReducerScope[I]->VD->getName().str() +
                    "' goes out of scope while a spawned child may still update it",
                "fork_join() before the end of its block");
    ReducerScope.resize(Reds);
    if (VlaScope.size() > Vlas && SpawnPending)
      R.error(CS->getRBracLoc(),
              "variable-length array '" + VlaScope.back()->getName().str() +
                  "' goes out of scope while a spawned child may still run",
              "a child may use the array: fork_join() before the end of its block");
    VlaScope.resize(Vlas);
  }

  Flow flow() const { return {SpawnPending, Handed}; }
  void set(Flow F) {
    SpawnPending = F.Pending;
    Handed = std::move(F.Handed);
  }
  void merge(const Flow &F) {
    SpawnPending |= F.Pending;
    Handed.insert(F.Handed.begin(), F.Handed.end());
  }
  static void mergeInto(Flow &To, const Flow &F) {
    To.Pending |= F.Pending;
    To.Handed.insert(F.Handed.begin(), F.Handed.end());
  }

  // A loop's body; after it, what its entry (none for a do: the body runs),
  // its end, its continues and its breaks had.  A spawn not joined in the
  // same iteration is outstanding at the next iteration's allocations.
  void loopBody(const Stmt *Body, bool RunsOnce) {
    LoopAllocs.emplace_back();
    Flow Before = flow();
    Targets.push_back({true, Flow(), Flow(), Flow(), VlaScope.size(), ReducerScope.size()});
    walk(Body, true);
    JumpTarget T = std::move(Targets.back());
    Targets.pop_back();
    merge(T.Continue); // the end of an iteration
    if (SpawnPending && !Before.Pending)
      for (SourceLocation A : LoopAllocs.back())
        R.error(A, "stack allocation in a loop whose spawn is not joined in the same iteration",
                "the next iteration allocates while the child may run: fork_join() before the "
                "end of the loop body, or allocate before the loop");
    LoopAllocs.pop_back();
    merge(T.Break);
    if (!RunsOnce)
      merge(Before);
  }

  // A switch's body: each case label starts from the entry (caseLabel);
  // after it, what falls off its end and its breaks had, and its entry
  // where no default takes every value.
  void switchBody(const SwitchStmt *SS) {
    Flow Entry = flow();
    Targets.push_back({false, Entry, Flow(), Flow(), VlaScope.size(), ReducerScope.size()});
    walk(SS->getBody(), true);
    JumpTarget T = std::move(Targets.back());
    Targets.pop_back();
    merge(T.Break);
    bool HasDefault = false;
    for (const SwitchCase *C = SS->getSwitchCaseList(); C; C = C->getNextSwitchCase())
      HasDefault |= isa<DefaultStmt>(C);
    if (!HasDefault)
      merge(Entry);
  }

  void caseLabel() {
    for (auto T = Targets.rbegin(); T != Targets.rend(); ++T)
      if (!T->Loop)
        return merge(T->Entry);
    set(Flow()); // a label of no switch: clang refused it already
  }

  // break and continue: what they have goes to their target; the blocks
  // they leave end here (a VLA's, a handed reducer's) while it holds.
  // Nothing reaches the statement after them but through a label.
  void jump(const Stmt *S) {
    bool Continue = isa<ContinueStmt>(S);
    auto T = Targets.rbegin();
    while (T != Targets.rend() && Continue && !T->Loop)
      ++T;
    if (T == Targets.rend())
      return; // outside any loop or switch: clang refused it already
    if (SpawnPending && VlaScope.size() > T->Vlas)
      R.error(S->getBeginLoc(),
              "variable-length array '" + VlaScope.back()->getName().str() +
                  "' goes out of scope while a spawned child may still run",
              std::string("a child may use the array: fork_join() before the ") +
                  (Continue ? "continue" : "break"));
    for (size_t I = T->Reds; I < ReducerScope.size(); ++I)
      if (Handed.count(ReducerScope[I]->VD))
        R.error(S->getBeginLoc(),
                "reducer '" + ReducerScope[I]->VD->getName().str() +
                    "' goes out of scope while a spawned child may still update it",
                std::string("fork_join() before the ") + (Continue ? "continue" : "break"));
    mergeInto(Continue ? T->Continue : T->Break, flow());
    set(Flow());
  }

  void call(const CallExpr *CE) {
    const FunctionDecl *C = CE->getDirectCallee();
    if (C && C->getIdentifier() && C->getName() == "forkc_stack_alloc")
      allocation(CE->getBeginLoc(), "forkc_stack_alloc");
    // alloca may run while children do (forkc_alloca_in takes the heap
    // then), but it must not sit above a VLA on the stack.
    if (isLoweredAlloca(CE) && !VlaScope.empty())
      R.error(CE->getBeginLoc(),
              "alloca inside the scope of variable-length array '" +
                  VlaScope.back()->getName().str() + "'",
              "the array is freed at the end of its block, the alloca memory at return, "
              "and stack memory is FILO: call alloca before the array's block");
  }

  void allocation(SourceLocation Loc, llvm::StringRef What) {
    if (SpawnPending)
      R.error(Loc, What.str() + " between a fork_spawn and its fork_join",
              "the task's stack belongs to it only outside a fork-join scope (a thief may be "
              "running the continuation): allocate before the first spawn or after the join");
    for (auto &Loop : LoopAllocs)
      Loop.push_back(Loc);
  }

  // The task calls the walk hoists in front of a statement (those written
  // in the task's text), each into a temporary (TaskLowering::hoist).
  void hoisted(const Expr *E, const CallExpr *Exclude) {
    if (NoResume || !E)
      return;
    std::vector<const CallExpr *> Calls;
    hoistedTaskCalls(E, Exclude, Calls);
    for (const CallExpr *CE : Calls) {
      if (!inText(CE->getSourceRange()))
        continue; // from a macro body: stays a plain call
      prototype(CE, CE->getDirectCallee());
      P.Numbers.addTemp(CE, CE->getDirectCallee()->getReturnType(), P.Layout, Ctx);
      P.Numbers.number(CE, ConstructNumbers::Point);
    }
  }
  // TaskLowering::hoistAround: only a statement written in the task's text.
  void hoistedAround(const Stmt *S, const Expr *E) {
    if (!NoResume && inText(S->getSourceRange()))
      hoisted(E, nullptr);
  }

  // A task call at statement level (TaskLowering::callText); DestT is its
  // destination's type (null: none).  A value of another type goes through
  // a temporary.
  void taskCall(const CallExpr *CE, QualType DestT) {
    prototype(CE, CE->getDirectCallee());
    P.Numbers.number(CE, ConstructNumbers::Point);
    QualType RT = CE->getDirectCallee()->getReturnType();
    if (!DestT.isNull() && !Ctx.hasSameUnqualifiedType(DestT, RT))
      P.Numbers.addTemp(CE, RT, P.Layout, Ctx);
  }

  // Whether SR is text of the task's file the walk can edit.
  bool inText(SourceRange SR) const {
    unsigned B, E;
    return fileRangeIn(SM, Ctx.getLangOpts(), File, SR, B, E);
  }

  // A task called with arguments needs a prototype somewhere: its entry is
  // declared from it.
  void prototype(const CallExpr *CE, const FunctionDecl *Callee) {
    if (CE->getNumArgs() == 0)
      return;
    if (prototypedDecl(Callee))
      return;
    R.error(CE->getBeginLoc(),
            "call of fork_task '" + Callee->getNameAsString() + "' without a prototype",
            "declare the task with its parameter types, e.g. fork_task long f(int n);");
  }

  // TaskLowering::spawnText's refusals; DestT is the destination's type.
  void spawn(const BinaryOperator *Sp, QualType DestT, bool HasDest) {
    Consumed.insert(Sp);
    const CallExpr *CE = spawnedCall(Sp);
    if (!CE) {
      R.error(Sp->getRHS()->getBeginLoc(), "fork_spawn needs a function call",
              "write fork_spawn(f(args))");
      return;
    }
    const FunctionDecl *Callee = CE->getDirectCallee();
    if (!Callee && !calleeProto(CE)) {
      R.error(CE->getBeginLoc(), "fork_spawn through a function pointer without a prototype",
              "declare the pointer with its parameter types, such as `long (*f)(int)`");
      return;
    }
    if (Callee && isTask(Callee) && HasDest) {
      QualType RT = Callee->getReturnType();
      if (!Ctx.hasSameUnqualifiedType(DestT, RT) && !P.conversionOf(Sp)) {
        std::string What = "result of spawned task '" + Callee->getNameAsString() + "' has type '" +
                           RT.getAsString() + "' but is stored into '" + DestT.getAsString() + "'";
        if (P.ConversionsPastMask.count(Sp))
          R.error(Sp->getBeginLoc(), What,
                  "this task has more than 64 variables that spawns convert into: spawn "
                  "into variables of the task's result type");
        else
          R.error(Sp->getBeginLoc(), What,
                  "the child writes its result when it finishes: spawn into a variable of this "
                  "task (not static, not _Atomic; in a fork_for body, one declared in the "
                  "body), converted at the join, or into one of type '" +
                      RT.getAsString() + "' and convert after fork_join()");
        return;
      }
    }
    if (Callee && isTask(Callee))
      prototype(CE, Callee);
    P.Numbers.number(Sp, ConstructNumbers::Point);
    SpawnPending = true;
    for (const TaskReducer *Rd : ReducerScope)
      for (const Expr *A : CE->arguments())
        if (!Rd->Fns.View && takesAddressOf(A, Rd->VD))
          Handed.insert(Rd->VD);
  }

  // The note for a spawn or join nested in an expression: the shapes a
  // mechanical port of Cilk code writes get their own rewrite.
  std::string nestedSpawnHint(const Stmt *M) {
    std::string Plain = "use it as a statement of its own: `fork_spawn(f(x));`, "
                        "`v = fork_spawn(f(x));` or `T v = fork_spawn(f(x));`";
    if (!isa<BinaryOperator>(M))
      return Plain;
    // the nearest parent that is not a parenthesis or an implicit cast
    auto Above = [&](DynTypedNodeList Ps) {
      while (!Ps.empty() && (Ps[0].get<ParenExpr>() || Ps[0].get<ImplicitCastExpr>()))
        Ps = Ctx.getParents(Ps[0]);
      return Ps;
    };
    DynTypedNodeList Ps = Above(Ctx.getParents(*M));
    if (Ps.empty())
      return Plain;
    if (const auto *CA = Ps[0].get<CompoundAssignOperator>())
      return "`" + std::string(CA->getOpcodeStr()) +
             "` reads its left side while the child may still run: spawn into a variable of "
             "the task's type (`T t = fork_spawn(f(x));`) and apply `" +
             std::string(CA->getOpcodeStr()) + " t` after fork_join()";
    if (Ps[0].get<ReturnStmt>())
      return "a spawned child's value is ready after fork_join(): `T r = fork_spawn(f(x)); "
             "... fork_join(); return r;`, or call f(x) directly";
    // `a = fork_spawn(f(1)), b = fork_spawn(f(2));`: the spawn or its
    // assignment is an operand of a comma
    for (int Up = 0; Up < 2 && !Ps.empty(); ++Up) {
      const auto *BO = Ps[0].get<BinaryOperator>();
      if (!BO)
        break;
      if (BO->getOpcode() == BO_Comma)
        return "split the comma expression: one fork_spawn per statement";
      Ps = Above(Ctx.getParents(Ps[0]));
    }
    return Plain;
  }
};

} // namespace

bool checkSpawns(TaskPlan &P, ASTContext &Ctx, Reporter &R) {
  unsigned Before = R.count();
  SpawnChecker(P, Ctx, R).run();
  return R.count() == Before;
}

} // namespace detail
} // namespace forkc
