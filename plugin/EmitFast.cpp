// Emission of the fast clone (docs/design.md §2.1, the fast clone; Cilk-5, Frigo et al.
// PLDI'98 section 3): the body run by a fresh activation, from the entry.
//
//   static R __forkc_fast_f(forkc_worker *__w, forkc_frame *__parent, unsigned __kind,
//                           R *__ret, P...) {
//       struct __forkc_frame_f __forkc_local, *__f = 0;           lazy frame, made
//       forkc_frame *__hf = 0;                                     in the local, or
//       ... *__f = forkc_frame_alloc(...); <frame-resident parameters stored>
//       body: register locals as the user declared them; before each resume
//             point K the frame is allocated if it is not yet, the register
//             variables in scope are stored into it and hdr.state = K
//             (EmitPoints.cpp, point()); no dispatch, no labels;
//             fork_join() and the implicit joins are no-ops; returns free
//             the frame (if any) and return the value natively
//   }
//
// Why no join is needed: a frame runs its fast clone only while its
// continuation has never been stolen.  When a pop fails, forkc_stolen()
// leaves the OS stack; when a CALLED child was stolen from, the runtime
// abandons the native activation and the child's completion resumes the
// parent's *slow* clone at K.  Either way the rest runs in the resume
// function, which reads everything from the frame.
#include "TaskLowering.h"

namespace forkc {
namespace detail {

std::string TaskLowering::fastCloneText() {
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  unsigned LB, RB;
  if (!fileOffset(Body->getLBracLoc(), LB) || !fileOffset(Body->getRBracLoc(), RB))
    return "";
  QualType RT = FD->getReturnType();
  std::string Frame = frameStructName(FD);
  std::string Sig = "static FORKC_TASK_CC " + retTypeName(FD) + " " + fastCloneName(FD) +
                    "(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, " +
                    declText(Ctx.getPointerType(frameType(RT, Ctx)), "__ret", Ctx);
  std::string Prologue =
      LazyFrame ? " " + Frame + " __forkc_local __attribute__((unused)); " + Frame +
                      " *__f = 0; forkc_frame *__hf = 0;"
                : " " + Frame + " *__f = " +
                      asanFrameReady(FD, "(" + Frame + " *)forkc_frame_alloc(__w, sizeof *__f, " +
                                             resumeName(FD) + ", __parent, __kind, __ret)") +
                      "; forkc_frame *__hf = &__f->hdr;";
  Prologue += " (void)__parent; (void)__kind; (void)__ret; (void)__hf;";
  std::string Fwd; // the parameters as the fast clone names them
  if (HasAlloca)   // not lazy (HasStackCalls): the frame exists here
    Prologue += " __f->__forkc_alloca = 0;";
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    const ParmVarDecl *P = FD->getParamDecl(I);
    const std::string &Field = L.FieldOf.lookup(P);
    std::string Name = inFrame(P) ? "__p" + std::to_string(I) : fastName(P, Field);
    Sig += ", " + declText(protoParamType(P->getType(), Ctx), Name, Ctx);
    Fwd += ", " + Name;
    if (isVmParam(P))
      Prologue += " " + vmParamStore(P, "__p" + std::to_string(I), [&](const ParmVarDecl *Q) {
                    return inFrame(Q) ? "__p" + std::to_string(Q->getFunctionScopeIndex())
                                      : fastName(Q, L.FieldOf.lookup(Q));
                  });
    else if (inFrame(P)) // its address escapes, or it has no name: it lives in the frame
      Prologue += " __f->" + Field + " = __p" + std::to_string(I) + ";";
  }
  if (!LazyFrame && !Reducers.empty())    // lazy: where point() makes the frame
    Prologue += " " + reducerViewsInit(); // after the parameters it reads
  Prologue += tailLoopPrologue();         // after the frame's variables: the loop keeps them
  // First: a deep activation goes on a new OS stack before it makes anything.
  Ed.insert(LB + 1, deepCheckText(Fwd) + Prologue);
  if (!P.EndsInReturn)
    Ed.insert(RB, fallOffEndText());
  return Sig + ") " + Ed.text(LB, RB + 1);
}

} // namespace detail
} // namespace forkc
