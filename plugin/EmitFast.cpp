// Emission of the fast clone (DESIGN 2.1 step 2; Cilk-5, Frigo et al.
// PLDI'98 section 3): the body run by a fresh frame, straight from the entry.
//
//   static void __forkc_fast_f(forkc_worker *__w, struct __forkc_frame_f *__f, P...) {
//       forkc_frame *__hf = &__f->hdr; <frame-resident parameters stored>
//       body: register locals as the user declared them; before each resume
//             point K the register variables in scope are stored into the
//             frame and hdr.state = K (Lowering.cpp, point()); no dispatch,
//             no labels; fork_join() and the implicit joins are no-ops;
//             returns write *ret, free the frame and return
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
  std::string Sig = "static void " + fastCloneName(FD) + "(forkc_worker *__w, " +
                    frameStructName(FD) + " *__f";
  std::string Prologue = " forkc_frame *__hf = &__f->hdr; (void)__hf;";
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    const ParmVarDecl *P = FD->getParamDecl(I);
    const std::string &Field = L.FieldOf[P];
    std::string Name = inFrame(P) ? "__p" + std::to_string(I) : fastName(P, Field);
    Sig += ", " + declText(P->getType(), Name, Ctx);
    if (inFrame(P)) // its address escapes, or it has no name: it lives in the frame
      Prologue += " __f->" + Field + " = __p" + std::to_string(I) + ";";
  }
  Ed.insert(LB + 1, Prologue);
  if (!endsInReturn())
    Ed.insert(RB, " forkc_frame_free(__w, __hf); ");
  return Sig + ") " + Ed.text(LB, RB + 1);
}

} // namespace detail
} // namespace forkc
