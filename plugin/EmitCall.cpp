// The call emitter: every spawn, task call, hoisted call and `return g(x)`
// of either clone goes through TaskLowering::emitCallSite (libfork Alg. 3
// for a spawn; docs/design.md §2.1); and the move, forkc_resume_on.
#include "TaskLowering.h"

using namespace clang;

namespace forkc {
namespace detail {

// The failed pop after a spawn (libfork Alg. 5 line 10): forkc_stolen()
// never returns.  The dead return after it keeps LLVM from seeing a
// noreturn call, which would stop it from shrink-wrapping the clone: the
// early return of a leaf activation would then set up the whole frame.
// A value goes where the pointer the child was given says, re-aimed at
// the thief's copy if it points into a native frame (forkc_stolen_dest).
std::string TaskLowering::stolenText(const std::string &Store) const {
  // A constant, not `*__ret`: a value read after the call would have to
  // be kept across it (a spill on every activation that spawns).
  std::string Dead = !Fast                               ? "return FORKC_SUSPENDED; "
                     : FD->getReturnType()->isVoidType() ? "return; "
                                                         : "return (" + retTypeName(FD) + "){0}; ";
  std::string Aim = Store.empty() ? "" : "__d = forkc_stolen_dest(__w, __hf, (void *)__d); ";
  return "if (!forkc_pop(__w)) { " + Aim + Store + "forkc_stolen(__w, __hf); " + Dead + "} ";
}

// Task calls inside a larger expression at statement level are hoisted in
// front of the statement into frame temporaries, in evaluation order (inner
// calls first), and replaced by the temporary.  Only operands C evaluates
// unconditionally qualify: not the right side of && || and the comma, not
// the arms of ?:, not unevaluated operands.  C leaves the order of the other
// operands unspecified, so running the calls first is a valid order.  What
// is not hoisted stays a call of the original symbol (a nested root).
std::string TaskLowering::hoist(const Expr *E, const CallExpr *Exclude) {
  if (NoResume || !E)
    return "";
  std::vector<const CallExpr *> Calls;
  hoistedTaskCalls(E, Exclude, Calls);
  std::string Pre;
  for (const CallExpr *CE : Calls) {
    unsigned B, End;
    if (!fileRange(CE->getSourceRange(), B, End))
      continue; // from a macro body: stays a plain call
    const FunctionDecl *Callee = CE->getDirectCallee();
    Callees.insert(Callee);
    std::string T = tempOf(CE);
    CallSite Site;
    Site.CE = CE;
    Site.Dest = "&__f->" + T;
    Pre += emitCallSite(Site, pointOf(CE));
    Ed.replace(B, End, "(__f->" + T + ")");
  }
  return Pre;
}

std::string TaskLowering::callArgs(const CallExpr *CE, std::string &Pre, bool Always) {
  bool Effects = false;
  for (const Expr *A : CE->arguments())
    Effects |= A->HasSideEffects(Ctx);
  if (!Always && !Effects)
    return argsText(CE);
  const FunctionDecl *Callee = CE->getDirectCallee();
  if (const FunctionDecl *Proto = Callee ? prototypedDecl(Callee) : nullptr)
    Callee = Proto;
  std::string S;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    std::string A = "__a" + std::to_string(I);
    // Through a pointer, an argument already has its parameter's type (or
    // its promoted one, past a prototype's `...`).
    QualType T = Callee && I < Callee->getNumParams() ? Callee->getParamDecl(I)->getType()
                                                      : CE->getArg(I)->getType();
    Pre += declText(frameType(T, Ctx), A, Ctx) + " = " + exprText(CE->getArg(I)) + "; ";
    S += ", " + A;
  }
  return S;
}

std::string TaskLowering::emitCallSite(const CallSite &S, unsigned K) {
  const CallExpr *CE = S.CE;
  const FunctionDecl *Callee = CE->getDirectCallee();
  bool Task = Callee && isTask(Callee);
  if (Task)
    Callees.insert(Callee);
  // A spawn's arguments and destination are evaluated before the push: after
  // it, a thief may run the continuation and change the frame variables they
  // read.  So is a function pointer's value (`fork_spawn(fp(x))`): the child
  // is whatever it points to, called as plain C (a task's original symbol
  // runs it as a nested root).
  std::string Pre;
  if (!Callee)
    Pre = "__extension__ __auto_type __fn = (" + exprText(CE->getCallee()) + "); ";
  std::string Args = callArgs(CE, Pre, S.Spawn);
  QualType RT = Callee ? Callee->getReturnType() : CE->getCallReturnType(Ctx);
  bool Value = !RT->isVoidType() && !S.Dest.empty();
  // Work/span (abi.h): the parent's strand ends at the point, the child's
  // (a plain C leaf's here, a task's at its return) before the pop; the
  // parent goes on from the state it kept, natively or in a thief.
  std::string T = "{ { " + Pre + point(K, CE, S.RegVD) + wspText("forkc_wsp_fork_(__w, __hf); ");
  if (!S.Dest.empty())
    T += "__extension__ __auto_type __d = " + S.Dest + "; ";
  if (S.Spawn)
    T += "forkc_push(__w, __hf); ";
  std::string Entry = !Task ? std::string()
                      : callsByKind(Callee)
                          ? kindEntryName(Callee, S.Spawn) + "(__w, __hf, "
                          : entryName(Callee) + "(__w, __hf, " +
                                (S.Spawn ? "FORKC_KIND_SPAWNED, " : "FORKC_KIND_CALLED, ");
  std::string Call = Task ? Entry + (S.Dest.empty() ? "0" : "__d") + Args + ")"
                          : (Callee ? Callee->getNameAsString() : std::string("__fn")) + "(" +
                                (Args.empty() ? "" : Args.substr(2)) + ")";
  if (Task && workspanEnabled() && hasSerialClone(Callee)) {
    // A subtree predicted small runs uninstrumented, timed whole (abi.h):
    //   if (forkc_wsp_cut_(__w)) { __r = __forkc_ser_f(args); forkc_wsp_cut_end_(__w); }
    //   else __r = __forkc_entry_f(__w, __hf, kind, __d, args);
    std::string Ser = serialCloneName(Callee) + "(" + (Args.empty() ? "" : Args.substr(2)) + ")";
    std::string To = Value ? "__r = " : "";
    if (Value)
      T += declText(frameType(RT, Ctx), "__r", Ctx) + "; ";
    Call =
        "if (forkc_wsp_cut_(__w)) { " + To + Ser + "; forkc_wsp_cut_end_(__w); } else " + To + Call;
  } else if (Value)
    Call = declText(frameType(RT, Ctx), "__r", Ctx) + " = " + Call;
  T += Call + "; ";
  if (!Task)
    T += wspText("forkc_wsp_leaf_(__w); ");
  std::string Store = !Value ? "" : S.DestMayBeNull ? "if (__d) *__d = __r; " : "*__d = __r; ";
  if (S.Spawn)
    T += stolenText(Store);
  std::string WspAfter =
      S.Spawn ? "forkc_wsp_spawned_(__w, __hf); " : "forkc_wsp_called_(__w, __hf); ";
  T += wspText(WspAfter);
  if (!S.NoStore)
    T += S.RegVar.empty() || !Value ? Store : S.RegVar + " = __r; ";
  T += reloadAfter(K, S.RegVD, S.DestEffects);
  std::string WspResumed =
      wspText(S.Spawn ? "forkc_wsp_stolen_(__w, __hf); " : "forkc_wsp_called_(__w, __hf); ");
  return T + S.Tail + "} " +
         resumeAt(K, S.Spawn && !S.Conv ? S.RegVD : nullptr,
                  (S.Spawn ? convSteal(S.Conv) + reducerSteal() : std::string()) + WspResumed) +
         S.After + "}";
}

void TaskLowering::setDestination(CallSite &S, const Expr *LHS, const VarDecl *DeclVD) {
  S.DestEffects = LHS && LHS->HasSideEffects(Ctx);
  const VarDecl *VD = DeclVD;
  if (!VD && LHS)
    if (const auto *DRE = dyn_cast<DeclRefExpr>(LHS->IgnoreParenImpCasts()))
      VD = dyn_cast<VarDecl>(DRE->getDecl());
  if (VD && L.FieldOf.count(VD)) {
    if (!inFrame(VD)) {
      S.RegVar = varText(VD);
      S.RegVD = VD;
    }
    S.Dest = "&__f->" + L.FieldOf.lookup(VD);
    return;
  }
  S.Dest = LHS ? "&(" + exprText(LHS) + ")" : "";
}

// A spawn (libfork Alg. 3): push the parent's continuation, run the child
// natively, pop; a failed pop means the continuation was stolen
// (forkc_stolen).  The child is a task (its entry) or plain C (a leaf).
std::string TaskLowering::spawnText(const BinaryOperator *Sp, const Expr *LHS, QualType DestT,
                                    const VarDecl *DeclVD) {
  // A spawn of no call, through a pointer without a prototype, or into a
  // destination it cannot convert into was refused by checkSpawns: meeting
  // one here is an internal error (agreesWithPlan).
  const CallExpr *CE = spawnedCall(Sp);
  const FunctionDecl *Callee = CE ? CE->getDirectCallee() : nullptr;
  bool HasDest = LHS || DeclVD;
  const Conversion *Conv = nullptr;
  if (!CE || (!Callee && !calleeProto(CE)) ||
      (Callee && isTask(Callee) && HasDest &&
       !Ctx.hasSameUnqualifiedType(DestT, Callee->getReturnType()) && !(Conv = conversionOf(Sp)))) {
    Unplanned.push_back(Sp);
    return ";";
  }
  unsigned K = pointOf(Sp);
  CallSite Site;
  Site.CE = CE;
  Site.Spawn = true;
  if (Conv) {
    // the child writes the temporary; the variable gets it by assignment
    // (C's conversion): now, or at the join when stolen
    Site.Dest = "&__f->" + Conv->Temp;
    Site.RegVar = varText(Conv->VD);
    Site.RegVD = inFrame(Conv->VD) ? nullptr : Conv->VD;
    Site.Conv = Conv; // its bit, not the variable's, goes pending
  } else if (HasDest)
    setDestination(Site, LHS, DeclVD);
  return emitCallSite(Site, K);
}

// A task calling a task: kind CALLED, nothing pushed, a resume point after
// (`b = fib(n - 2)`).  The result goes straight into the destination when the
// types agree, else through a frame temporary.
std::string TaskLowering::callText(const CallExpr *CE, const Expr *LHS, QualType DestT,
                                   const VarDecl *DeclVD) {
  if (const TailSite *TS = P.Tail.siteOf(CE); TS && Fast)
    return tailLoopText(CE, *TS);
  const FunctionDecl *Callee = CE->getDirectCallee();
  unsigned K = pointOf(CE);
  QualType RT = Callee->getReturnType();
  CallSite Site;
  Site.CE = CE;
  if (LHS || DeclVD) {
    if (Ctx.hasSameUnqualifiedType(DestT, RT)) {
      setDestination(Site, LHS, DeclVD);
    } else {
      std::string T = tempOf(CE);
      Site.Dest = "&__f->" + T;
      Site.After = (DeclVD ? varText(DeclVD) : exprText(LHS)) + " = __f->" + T + "; ";
    }
  }
  return emitCallSite(Site, K);
}

// forkc_resume_on(k), a move (libfork III-D-1): the state first, then the
// frame is handed to worker k, which resumes it at K:
//   { { point(K) [forkc_wsp_save_] forkc_move_to(w, hf, (unsigned)(k)); }
//     resume(K) [forkc_wsp_restore_] }
std::string TaskLowering::moveText(const CallExpr *CE) {
  unsigned K = pointOf(CE);
  std::string Arg = CE->getNumArgs() ? exprText(CE->getArg(0)) : "0";
  return "{ { " + point(K, CE) + wspText("forkc_wsp_save_(__w, __hf); ") +
         "forkc_move_to(__w, __hf, (unsigned)(" + Arg + ")); } " +
         resumeAt(K, nullptr, wspText("forkc_wsp_restore_(__w, __hf); ")) + "}";
}

} // namespace detail
} // namespace forkc
