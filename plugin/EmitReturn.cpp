// The return emitter (libfork Alg. 5): every return joins first, then
// evaluates its value and hands it back, natively from the fast clone,
// through hdr.ret from the resume function, and frees what the task
// allocated on its stacklet.
#include "TaskLowering.h"

using namespace clang;

namespace forkc {
namespace detail {

// The epilogue of a return whose value (if any) is in `__r`.  The fast
// clone returns it natively to its caller; the slow clone runs away from
// the native caller and writes it through hdr.ret (libfork Alg. 5).
std::string TaskLowering::freeAndReturn(bool HasValue) const {
  return vlaFrees(0) + allocaFrees() + freeAndReturnNoVla(HasValue);
}

std::string TaskLowering::allocaFrees() const {
  return HasAlloca ? "while (__f->__forkc_alloca) { void **__m = (void **)__f->__forkc_alloca; "
                     "__f->__forkc_alloca = __m[0]; forkc_alloca_free_in(__w, __hf, __m); } "
                   : "";
}

std::string TaskLowering::freeAndReturnNoVla(bool HasValue) const {
  if (workspanEnabled()) // the task's last strand ends
    return "forkc_wsp_sync_(__w); " + freeAndReturnNoWsp(HasValue);
  return freeAndReturnNoWsp(HasValue);
}

std::string TaskLowering::freeAndReturnNoWsp(bool HasValue) const {
  std::string Combine = HasValue ? combinedReturn() : ""; // the tail loop's accumulator
  if (Fast)
    return Combine + (LazyFrame ? "if (__hf) forkc_frame_release(" : "forkc_frame_free(") +
           "__w, __hf, sizeof *__f); return" + (HasValue ? " __r; " : "; ");
  return Combine + (HasValue ? "if (__hf->ret) *(" + retPtrType() + ")__hf->ret = __r; " : "") +
         finishText();
}

std::string TaskLowering::retPtrType() const {
  return declText(Ctx.getPointerType(frameType(FD->getReturnType(), Ctx)), "", Ctx);
}

// Every return joins first (docs/design.md §1), then evaluates its value and returns
// it (freeAndReturn: natively in the fast clone, through hdr.ret in the slow
// one), freeing the frame (libfork Alg. 5).
void TaskLowering::lowerReturn(const ReturnStmt *RS) {
  if (NoResume)
    return; // reported by checkTask
  QualType RT = FD->getReturnType();
  const Expr *E = RS->getRetValue();
  std::string S = "{ " + joinAt(pointOf(RS, ConstructNumbers::ReturnJoin), /*ForReturn=*/true);
  const Expr *Inner = E ? E->IgnoreParenImpCasts() : nullptr;
  std::string RDecl = declText(frameType(RT, Ctx), "__r", Ctx);
  if (Inner && taskCallee(Inner) && !asSpawn(Inner)) {
    // `return g(x);`: g writes our hdr.ret itself if it finishes elsewhere.
    const auto *CE = cast<CallExpr>(Inner->IgnoreParens());
    S += hoist(CE, CE); // after the join: the arguments may read children's results
    if (const TailSite *TS = P.Tail.siteOf(CE); TS && Fast) {
      replaceStmt(RS, S + tailLoopText(CE, *TS) + "}");
      return;
    }
    const FunctionDecl *Callee = CE->getDirectCallee();
    unsigned K = pointOf(CE);
    QualType CRT = Callee->getReturnType();
    CallSite Site;
    Site.CE = CE;
    if (RT->isVoidType() || CRT->isVoidType()) {
      S += emitCallSite(Site, K) + freeAndReturn(false);
    } else {
      bool Same = Ctx.hasSameUnqualifiedType(RT, CRT);
      std::string T = Same ? "" : tempOf(CE);
      Site.Dest = Same ? "(" + retPtrType() + ")__hf->ret" : "&__f->" + T;
      if (Fast) { // the value goes back natively, from inside the call's block
        Site.NoStore = true;
        Site.Tail = freeAndReturn(true);
        S += emitCallSite(Site, K);
      } else if (Same) { // our hdr.ret: written by the callee or by the store
        Site.DestMayBeNull = true;
        S += emitCallSite(Site, K) + vlaFrees(0) + allocaFrees() +
             wspText("forkc_wsp_sync_(__w); ") + finishText();
      } else {
        S += emitCallSite(Site, K) + "{ " + RDecl + " = (__f->" + T + "); " + freeAndReturn(true) +
             "}";
      }
    }
  } else if (E && !RT->isVoidType()) {
    S += hoist(E, nullptr);
    S += "{ " + RDecl + " = (" + exprText(E) + "); " + freeAndReturn(true) + "}";
  } else if (E) {
    S += hoist(E, nullptr);
    S += "(void)(" + exprText(E) + "); " + freeAndReturn(false);
  } else {
    S += freeAndReturn(false);
  }
  replaceStmt(RS, S + "}");
}

// Falling off the end of the body (it does not end in a return).  The
// resume function joins and finishes its frame:
//   { <endJoin(K)> <alloca memory freed> [forkc_wsp_sync_]
//     forkc_frame_finish(w, hf, size); return FORKC_DONE; }
// The fast clone was never stolen from (nothing to join): it frees its frame
// and returns, a zeroed value for a non-void task (its caller may not use it):
//   { R __r; __builtin_memset(&__r, 0, sizeof __r); <freeAndReturn(true)> }
std::string TaskLowering::fallOffEndText() {
  if (!Fast)
    return " { " + endJoin(P.Numbers.end()) + allocaFrees() + wspText("forkc_wsp_sync_(__w); ") +
           finishText() + "} ";
  QualType RT = FD->getReturnType();
  if (RT->isVoidType())
    return " " + freeAndReturn(false);
  return " { " + declText(frameType(RT, Ctx), "__r", Ctx) +
         "; __builtin_memset(&__r, 0, sizeof __r); " + freeAndReturn(true) + "} ";
}

} // namespace detail
} // namespace forkc
