// The join emitter (libfork Alg. 4; Cilk-5's sync): fork_join(), the join
// before each return and the implicit join at the end of the body.
#include "TaskLowering.h"

using namespace clang;

namespace forkc {
namespace detail {

// The implicit or explicit join at K.  The fast clone was never stolen
// since its last join (a stolen continuation runs in the slow clone), so
// there it is a no-op (Cilk-5: sync in the fast clone).  In the slow clone
// (libfork Alg. 4) the join may suspend: the live variables are stored
// first and loaded on resume; after it, every pending spawn has written
// its variable's frame field.
// (A return's join in the fast clone: its epilogue ends the strand.)
std::string TaskLowering::joinAt(unsigned K, bool ForReturn) {
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
        S += "if (__forkc_pend & " + maskText(C.Bit) + ") " + varText(C.VD) + " = __f->" + C.Temp +
             "; ";
    S += "__forkc_pend = 0; ";
  }
  return S + reducerJoin();
}

// The implicit join at the end of the resume function's body (libfork Alg.
// 4), when the body does not end in a return.  Nothing is live after it, so
// nothing is stored or loaded; the label is outside the inner block so
// nothing declared there is jumped over:
//   [forkc_wsp_save_] { __hf->state = K; if (!forkc_join(w, hf)) return FORKC_SUSPENDED; }
//   __forkc_resume_K:; [forkc_wsp_restore_, forkc_wsp_joined_] <reducers folded>
std::string TaskLowering::endJoin(unsigned K) {
  return wspText("forkc_wsp_save_(__w, __hf); ") + "{ " + setState(K) +
         "if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } " + label(K) + ":; " +
         wspText("forkc_wsp_restore_(__w, __hf); forkc_wsp_joined_(__w, __hf); ") + reducerJoin();
}

} // namespace detail
} // namespace forkc
