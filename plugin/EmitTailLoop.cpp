// The tail-loop emitter (TaskPlan.h, TailLoop; the sites are found by
// TailLoop.cpp).  In the fast clone only, a call of the task itself that
// the task's value comes back from becomes a jump to the clone's start:
//
//   { __typeof__(p0) __t0 = (arg0); ...          the arguments, all first
//     [__forkc_acc = __forkc_acc OP (unsigned long long)(a);]     combining
//     if (!__hf) { <the frame made, as at a resume point> }
//     [else __f->__forkc_acc = __forkc_acc;]        for a thief that resumes it
//     if (sizeof *__f <= FORKC_NATIVE_MAX) { __f = &__forkc_local; __hf = &__f->hdr; }
//     p0 = __t0; ...
//     goto __forkc_tail; }
//
// with, after the fast clone's prologue, `[unsigned long long __forkc_acc
// = <identity of OP>;] __forkc_tail:;`.  The frame, once made, stays: its
// parent, kind and result slot are the ones the call's value went to.  It
// is made before the jump if it was not yet, so that `__hf` enters the next
// iteration as a constant: LLVM peels the first iteration (LoopPeel's
// phis that become invariant) and the loop's resume points only set the
// state; the parent, kind and result slot are then not kept across its
// calls (the task convention saves no register).  Every return combines
// its value with the accumulator (combinedReturn), the slow clone's with
// the frame's copy; the slow clone makes the call as written.
#include "TaskLowering.h"

using namespace clang;

namespace forkc {
namespace detail {

static const char *opText(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_Mul:
    return " * ";
  case BO_And:
    return " & ";
  case BO_Or:
    return " | ";
  case BO_Xor:
    return " ^ ";
  default:
    return " + ";
  }
}

std::string TaskLowering::tailLoopText(const CallExpr *CE, const TailSite &Site) {
  pointOf(CE); // met: the slow clone's resume point, which this clone skips
  std::string S = "{ ", Assign;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    const ParmVarDecl *Parm = FD->getParamDecl(I);
    std::string T = "__t" + std::to_string(I);
    // The parameter's type by the parameter, not by the type's spelling,
    // which a block-scope typedef or variable of the same name may hide.
    std::string Name = fastName(Parm, L.FieldOf.lookup(Parm));
    S += "__typeof__(" + Name + ") " + T + " = (" + exprText(CE->getArg(I)) + "); ";
    Assign += Name + " = " + T + "; ";
  }
  if (Site.Other)
    S += "__forkc_acc = __forkc_acc" + std::string(opText(P.Tail.Op)) + "(unsigned long long)(" +
         exprText(Site.Other) + "); ";
  S += "if (!__hf) { " + makeLazyFrame(0) + "} " +
       (P.Tail.Accumulates ? "else __f->__forkc_acc = __forkc_acc; " : "");
  // The same address as __f, said as a constant: LLVM peels the first
  // iteration, after which `__hf` is known and the loop makes no frame.
  S += "if (sizeof *__f <= FORKC_NATIVE_MAX) { __f = &__forkc_local; __hf = &__f->hdr; } ";
  return S + Assign + "goto __forkc_tail; }";
}

std::string TaskLowering::tailLoopPrologue() const {
  if (P.Tail.Sites.empty())
    return "";
  std::string Identity = P.Tail.Op == BO_Mul ? "1" : P.Tail.Op == BO_And ? "~0ull" : "0";
  return std::string(P.Tail.Accumulates ? " unsigned long long __forkc_acc = " + Identity + ";"
                                        : "") +
         " __forkc_tail:;";
}

// A return's value `__r` combined with what the loop gathered: the fast
// clone's register, the slow clone's frame field.
std::string TaskLowering::combinedReturn() const {
  if (!P.Tail.Accumulates)
    return "";
  return "__r = (" + retTypeName(FD) + ")(" + (Fast ? "__forkc_acc" : "__f->__forkc_acc") +
         opText(P.Tail.Op) + "(unsigned long long)__r); ";
}

} // namespace detail
} // namespace forkc
