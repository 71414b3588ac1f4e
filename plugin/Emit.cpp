// Emission of one lowered task (docs/design.md §2.1 "Emission"): the frame struct,
// the entry, the root and original symbol, and the resume function around
// the edited body, with #line directives so every user line keeps its
// number.  Shapes: docs/lowering.md, test/lit/lower-fib.c.
#include "TaskLowering.h"

namespace forkc {
namespace detail {

// A task's original symbol, called from plain C on a worker: a nested root,
// run inline (abi.h, forkc_nested_enter).  The emitted shape, with `__r` the
// wrapper's result variable (absent for a void task):
//
//   forkc_worker *__w = forkc_tls_worker_;
//   if (FORKC_LIKELY(__w != 0)) {
//     forkc_root_rec __rec; forkc_nested_enter(__w, &__rec, &__r);
//     if (FORKC_CTX_SAVE(__rec.ctx) == 0) {
//       __r = entry(__w, &__rec.hdr, FORKC_KIND_ROOT, &__r, args...);
//       if (FORKC_LIKELY(forkc_nested_leave(__w, &__rec))) return __r;
//     }
//     forkc_nested_wait_(__w, &__rec); return __r;  // a thief wrote __r
//   }
//
// Off a worker the wrapper goes on to a blocking root (forkc_call_root).
//
// A task whose fast clone has no resume point (no spawn, no task call, no
// move: TaskLowering::hasNoResumePoint) pushes nothing, so nothing of its
// root can be stolen, suspend or be left behind: on a worker the wrapper
// only calls it, with no record and no context to save (issue 9: a nested
// root of a tiny task costs about a plain call).  Its frame, if it has one
// (a variable whose address is taken), is freed before it returns, and
// nothing reads the frame's parent, which is not a record here.
//
//   forkc_worker *__w = forkc_tls_worker_;
//   if (FORKC_LIKELY(__w != 0)) return entry(__w, 0, FORKC_KIND_ROOT, 0, args...);
//
// With workspan the root runs as a serial call in the calling strand, and
// the record has room for the root's state (abi.h, forkc_wsp_root_):
//
//   forkc_wsp_root_ __wr;  (__rec is __wr.rec)
//   forkc_nested_enter(..); forkc_wsp_nested_enter_(__w, &__wr.saved, &__wr.rec);
//   ... __r = entry(..); forkc_wsp_nested_fin_(__w, &__wr.fin); ...
//   forkc_wsp_nested_leave_(__w, &__wr.rec, &__wr.saved, &__wr.fin); on both ways out
static std::string nestedRootText(const std::string &Entry, bool Void, const std::string &Fwd,
                                  bool Frameless) {
  bool Wsp = workspanEnabled();
  std::string Ret = Void ? "return; " : "return __r; ";
  if (Frameless && Wsp)
    return "forkc_worker *__w = forkc_tls_worker_; if (FORKC_LIKELY(__w != 0)) { "
           "forkc_wsp_state_ __ws[2]; forkc_wsp_nested_enter_(__w, &__ws[0], 0); " +
           std::string(Void ? "" : "__r = ") + Entry + "(__w, 0, FORKC_KIND_ROOT, 0" + Fwd +
           "); forkc_wsp_nested_fin_(__w, &__ws[1]); forkc_wsp_nested_leave_(__w, 0, &__ws[0], "
           "&__ws[1]); " +
           Ret + "} ";
  if (Frameless)
    return "forkc_worker *__w = forkc_tls_worker_; if (FORKC_LIKELY(__w != 0)) { " +
           std::string(Void ? "" : "return ") + Entry + "(__w, 0, FORKC_KIND_ROOT, 0" + Fwd +
           "); " + (Void ? "return; " : "") + "} ";
  std::string Rec = Wsp ? "__wr.rec" : "__rec";
  std::string Leave =
      Wsp ? "forkc_wsp_nested_leave_(__w, &__wr.rec, &__wr.saved, &__wr.fin); " : "";
  std::string Call =
      Entry + "(__w, &" + Rec + ".hdr, FORKC_KIND_ROOT, " + (Void ? "0" : "&__r") + Fwd + ")";
  return "forkc_worker *__w = forkc_tls_worker_; if (FORKC_LIKELY(__w != 0)) { " +
         std::string(Wsp ? "forkc_wsp_root_ __wr" : "forkc_root_rec __rec") +
         "; forkc_nested_enter(__w, &" + Rec + ", " + std::string(Void ? "0" : "&__r") + "); " +
         (Wsp ? "forkc_wsp_nested_enter_(__w, &__wr.saved, &__wr.rec); " : "") +
         "if (FORKC_CTX_SAVE(" + Rec + ".ctx) == 0) { " + (Void ? Call : "__r = " + Call) + "; " +
         (Wsp ? "forkc_wsp_nested_fin_(__w, &__wr.fin); " : "") +
         "if (FORKC_LIKELY(forkc_nested_leave(__w, &" + Rec + "))) " +
         (Wsp ? "{ " + Leave + Ret + "} " : Ret) + "} forkc_nested_wait_(__w, &" + Rec + "); " +
         Leave + Ret + "} ";
}

// C's parameter types after the entry's own arguments, as a prototype's
// (", int, long *") or, Named, as a definition's (", int __p0, long *__p1").
std::string TaskLowering::entryParams(const FunctionDecl *C, bool Named) {
  std::string S;
  for (const ParmVarDecl *P : C->parameters())
    S += ", " + declText(protoParamType(P->getType(), Ctx),
                         Named ? "__p" + std::to_string(P->getFunctionScopeIndex()) : "", Ctx);
  return S;
}

// The return type of C's entries where they are declared: the task's own
// typedef (`typedef long __forkc_ret_f;`, made once, with the task's own
// entry), or for a callee `__typeof__(long)`: its prototype comes before
// every task that calls it, and C99 refuses a typedef made twice.
std::string TaskLowering::entryReturnType(const FunctionDecl *C) const {
  if (C->getCanonicalDecl() == FD->getCanonicalDecl())
    return retTypeName(C);
  return "__typeof__(" + declText(frameType(C->getReturnType(), Ctx), "", Ctx) + ")";
}

std::string TaskLowering::entryProto(const FunctionDecl *C) {
  // `fork_task long g();` (no prototype in C17) says nothing about the
  // parameters: take them from a redeclaration that has a prototype.
  if (const FunctionDecl *Proto = prototypedDecl(C))
    C = Proto;
  std::string S;
  if (C->getCanonicalDecl() == FD->getCanonicalDecl())
    S = "typedef " + declText(frameType(C->getReturnType(), Ctx), retTypeName(C), Ctx) + "; ";
  S += C->isExternallyVisible() ? "" : "static ";
  S += "FORKC_TASK_CC " + entryReturnType(C) + " " + entryName(C) +
       "(forkc_worker *, forkc_frame *, unsigned, " + ptrTypeText(C->getReturnType()) +
       entryParams(C, false);
  // The symbol names the calling convention (abi.h, FORKC_ENTRY_SYMBOL).
  return S + ") FORKC_ENTRY_SYMBOL(\"" + entryName(C) + "\");";
}

// Entries by kind (docs/lowering.md, "Entries by kind").  A spawn or call
// of a task defined in the translation unit goes to a static thunk that
// passes its kind as a constant:
//   static R __forkc_spawned_f(forkc_worker *__w, forkc_frame *__parent, R *__ret, P...)
//       { return __forkc_fast_f(__w, __parent, FORKC_KIND_SPAWNED, __ret, P...); }
// (and __forkc_called_f).  Where the fast clone is copied into each
// (copiesFastClone), the frame's kind is an immediate in the store of its
// state word and no call passes it: 6 of fib's 59 instructions per
// activation.
bool TaskLowering::callsByKind(const FunctionDecl *C) const {
  const FunctionDecl *Def = C->getDefinition();
  return LO.Optimize && Def && isTask(Def) && taskFile(Def, SM).isValid();
}

std::string TaskLowering::kindEntries(const FunctionDecl *C, const std::string &Fast) {
  if (const FunctionDecl *Proto = prototypedDecl(C))
    C = Proto;
  bool Def = !Fast.empty();
  QualType RT = C->getReturnType();
  std::string Params = entryParams(C, Def), Fwd;
  for (unsigned I = 0; I < C->getNumParams(); ++I)
    Fwd += ", __p" + std::to_string(I);
  std::string Head = Def ? "(forkc_worker *__w, forkc_frame *__parent, " +
                               declText(Ctx.getPointerType(frameType(RT, Ctx)), "__ret", Ctx)
                         : "(forkc_worker *, forkc_frame *, " + ptrTypeText(RT);
  std::string S;
  for (bool Spawned : {true, false}) {
    S += "static __attribute__((unused)) FORKC_TASK_CC " + entryReturnType(C) + " " +
         kindEntryName(C, Spawned) + Head + Params + ")";
    if (!Def) {
      S += "; ";
      continue;
    }
    S += std::string(" { ") + (RT->isVoidType() ? "" : "return ") + Fast + "(__w, __parent, " +
         (Spawned ? "FORKC_KIND_SPAWNED" : "FORKC_KIND_CALLED") + ", __ret" + Fwd + "); } ";
  }
  return S;
}

// Whether the body is small enough for copies of its fast clone: at most
// Budget statements and expressions, and no variably modified declaration
// (a VLA's dynamic alloca is inlined only with care).
static bool smallBody(const Stmt *S, unsigned &Budget) {
  if (!S)
    return true;
  if (Budget-- == 0)
    return false;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->getType()->isVariablyModifiedType())
        return false;
  for (const Stmt *C : S->children())
    if (!smallBody(C, Budget))
      return false;
  return true;
}

// The fast clone is copied into the entry and each entry by kind (always
// inlined) when optimising, when it makes a frame (where the kind goes) and
// when its body is small: its activations are short, so a few instructions
// each are a visible share of their time, and the copies are cheap.  A large
// body keeps one fast clone; its entries by kind are then two-instruction
// thunks.
static bool copiesFastClone(const TaskPlan &P, const LangOptions &LO, bool NoResumePoint) {
  unsigned Budget = 256;
  return LO.Optimize && !NoResumePoint && !P.HasStackCalls && smallBody(P.FD->getBody(), Budget);
}

// Phase 3: the frame struct, entry, root and original symbol go where the
// body was (after the user's declarator, now a prototype); then the fast
// clone, if there is one (EmitFast.cpp), and the resume function with the
// edited body.
bool TaskLowering::emit(const std::string &FastText, bool FastHasNoResumePoint) {
  unsigned Before = R.count();
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  unsigned LB, RB;
  if (!fileOffset(Body->getLBracLoc(), LB) || !fileOffset(Body->getRBracLoc(), RB)) {
    R.error(FD->getLocation(), "cannot lower a task whose body comes from a macro");
    return false;
  }
  // The resume function: the register parameters are declared before the
  // dispatch (a resume loads them at its label); a frame at state 0 loads
  // them after it.
  std::string Dispatch =
      " " + frameStructName(FD) + " *__f = (" + frameStructName(FD) + " *)__hf; (void)__f;";
  std::string LoadParams;
  for (const FrameVar &P : L.Params)
    if (!inFrame(P.VD)) {
      Dispatch += " " + declText(frameType(P.VD->getType(), Ctx), fastName(P.VD, P.Field), Ctx) +
                  " __attribute__((unused));";
      LoadParams += " " + load(P.VD);
    }
  if (usesPend())
    Dispatch += " unsigned long long __forkc_pend = 0;";
  Dispatch += " switch (" + std::string(usesPend() ? "__hf->state < 0 ? -__hf->state : " : "") +
              "__hf->state) {";
  for (unsigned I = 1; I <= P.Numbers.points(); ++I)
    Dispatch += " case " + std::to_string(I) + ": goto " + label(I) + ";";
  Dispatch += " default: break; }" + LoadParams; // a fresh frame from here
  if (!Reducers.empty())
    Dispatch += " " + reducerViewsInit();
  Ed.insert(LB + 1, Dispatch);
  if (!P.EndsInReturn)
    Ed.insert(RB, fallOffEndText());

  PresumedLoc PL = SM.getPresumedLoc(Body->getLBracLoc());
  PresumedLoc PE = SM.getPresumedLoc(Body->getRBracLoc());
  std::string File = cString(PL.getFilename());
  std::string Line = "\n#line " + std::to_string(PL.getLine()) + " " + File + "\n";
  bool Static = !FD->isExternallyVisible();
  std::string Name = FD->getNameAsString();
  QualType RT = FD->getReturnType();
  bool Void = RT->isVoidType();
  std::string Resume = resumeName(FD), Entry = entryName(FD);

  // abi.h comes here, not at the top of the file: its system headers would
  // fix glibc's feature-test macros (_POSIX_C_SOURCE, _GNU_SOURCE) before
  // the user's own #defines.  Its include guard makes repeats free.
  std::string H = ";\n#include <forkc/abi.h>" + Line;
  if (!HoistedStatics.empty()) // TaskStatics.cpp: one variable for both clones
    H += HoistedStatics + Line;
  for (const FunctionDecl *C : Callees) {
    if (C->getCanonicalDecl() != FD->getCanonicalDecl())
      H += entryProto(C) + (callsByKind(C) ? " " + kindEntries(C) : "") + "\n";
    if (workspanEnabled() && hasSerialClone(C)) // what a cut call runs (SerialClone.cpp)
      H += serialClonePrototype(C) + "\n";
  }
  H += L.structDef(FD);
  // Unused when no activation can ever suspend (a task with no resume
  // point whose fast clone never allocates a frame).
  H += "static __attribute__((unused)) int " + Resume + "(forkc_worker *, forkc_frame *);" + Line;

  // Entry: the fast clone under the task convention (docs/abi.md).
  // The original symbol's parameters keep the user's names (a debugger
  // stopped there shows them); unnamed ones, or ones spelled by a macro, get
  // generated names.
  std::string Params, WrapperParams, ArgFields, ArgCopy, ArgFwd, WrapperFwd;
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    const ParmVarDecl *P = FD->getParamDecl(I);
    std::string PN = "__p" + std::to_string(I), AN = "a" + std::to_string(I);
    std::string WN = P->getIdentifier() && !P->getLocation().isMacroID() ? P->getName().str() : PN;
    Params += ", " + declText(protoParamType(P->getType(), Ctx), PN, Ctx);
    WrapperParams += ", " + declText(P->getType(), WN, Ctx);
    ArgFields += " " + declText(frameType(P->getType(), Ctx), AN, Ctx) + ";";
    ArgCopy += "__a." + AN + " = " + WN + "; ";
    ArgFwd += ", __a->" + AN;
    WrapperFwd += ", " + WN;
  }
  std::string StaticKw = Static ? "static " : "";
  H += entryProto(FD) + "\n";          // for -Wmissing-prototypes
  std::string RType = retTypeName(FD); // typedef'd by entryProto
  // Unoptimised, the entry is inlined into callers and carries no debug
  // information: `step` on a spawn or call goes from the caller's line
  // straight into the fast clone (docs/debugging.md).  Not when optimising:
  // the fast clone inlined into a nodebug entry crashes LLVM's debug
  // variable analysis, and the optimiser inlines the entry anyway.
  std::string DebugAttrs = LO.Optimize ? "" : "__attribute__((always_inline)) FORKC_NODEBUG ";
  std::string EntryHead = StaticKw + DebugAttrs + "FORKC_TASK_CC " + RType + " " + Entry +
                          "(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, " +
                          declText(Ctx.getPointerType(frameType(RT, Ctx)), "__ret", Ctx) + Params +
                          ") { ";
  // docs/design.md §2.1, the fast clone: a fresh activation runs the fast
  // clone, which allocates its frame itself (lazily where it can) and
  // returns its value natively; the resume function runs only stolen or
  // resumed continuations.
  std::string Copied =
      copiesFastClone(P, LO, FastHasNoResumePoint) ? "inline __attribute__((always_inline)) " : "";
  H += "static " + Copied + "FORKC_TASK_CC " + RType + " " + fastCloneName(FD) +
       "(forkc_worker *, forkc_frame *, unsigned, " + ptrTypeText(RT) + Params + ");" + Line;
  std::string Call = fastCloneName(FD) + "(__w, __parent, __kind, __ret";
  for (unsigned I = 0; I < FD->getNumParams(); ++I)
    Call += ", __p" + std::to_string(I);
  H += EntryHead + (Void ? "" : "return ") + Call + "); }" + Line;
  if (callsByKind(FD))
    H += kindEntries(FD, fastCloneName(FD)) + Line;

  // Root and the original symbol (serial-parallel reciprocity).
  std::string Args = "struct __forkc_args_" + Name;
  bool HasArgs = FD->getNumParams() > 0;
  if (HasArgs)
    H += Args + " {" + ArgFields + " };" + Line;
  H += "static void __forkc_root_" + Name +
       "(forkc_worker *__w, forkc_frame *__root, void *__args, void *__ret) { ";
  H += HasArgs ? Args + " *__a = (" + Args + " *)__args; " : std::string("(void)__args; ");
  // A value that comes back natively is stored here; one that finishes
  // elsewhere (the root's frame was stolen from) was written through __ret.
  if (Void)
    H += Entry + "(__w, __root, FORKC_KIND_ROOT, (" + ptrTypeText(RT) + ")__ret" + ArgFwd + "); }" +
         Line;
  else
    H += RType + " __r = " + Entry + "(__w, __root, FORKC_KIND_ROOT, (" + ptrTypeText(RT) +
         ")__ret" + ArgFwd + "); *(" + ptrTypeText(RT) + ")__ret = __r; }" + Line;
  std::string Sig = Name + "(" + (HasArgs ? WrapperParams.substr(2) : std::string("void")) + ")";
  // A static task called only from tasks never uses its original symbol.
  H += (Static ? "static __attribute__((unused)) " : "") + declText(RT, Sig, Ctx) + " { ";
  if (!Void)
    H += declText(frameType(RT, Ctx), "__r", Ctx) + "; ";
  H += nestedRootText(Entry, Void, WrapperFwd, FastHasNoResumePoint);
  if (HasArgs)
    H += Args + " __a; " + ArgCopy;
  std::string AP = HasArgs ? "&__a" : "0";
  H += "forkc_call_root(__forkc_root_" + Name + ", " + AP +
       (Void ? ", 0); }" : ", &__r); return __r; }");
  if (!FastHasNoResumePoint)
    H += Line + deepEntryText(ArgFields);
  H += Line + FastText;
  if (!FastText.empty())
    H += Line;
  H += "static int " + Resume + "(forkc_worker *__w, forkc_frame *__hf) ";

  std::string Out = H + Ed.text(LB, RB + 1);
  if (workspanEnabled() && hasSerialClone(FD))
    Out += serialCloneText(FD, Ctx, Ed.original().substr(LB, RB + 1 - LB), Line);
  Out += "\n#line " + std::to_string(PE.getLine()) + " " + File + "\n" +
         std::string(PE.getColumn(), ' ');
  Ed.replace(LB, RB + 1, Out);
  return R.count() == Before;
}

} // namespace detail
} // namespace forkc
