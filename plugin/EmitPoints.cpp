// The resume points of either clone (docs/design.md §2.1, "Two clones"): what is
// stored into the frame before a point, what a resume loads after it.  Both
// clones keep the user's variables as C variables; a register variable moves
// to its frame field only at a resume point:
//
//   before K:  [fast, lazy: if (!__hf) { <make the frame at K> } else]
//              <store each register variable live after K>  __hf->state = K;
//   after K:   fast: <reload the stored variables (the frame is the spill slot)>
//              slow: if (0) { __forkc_resume_K:; <load them> }
#include "TaskLowering.h"

using namespace clang;

namespace forkc {
namespace detail {

std::string TaskLowering::store(const VarDecl *VD) {
  const std::string &F = L.FieldOf.lookup(VD);
  std::string S =
      "__builtin_memcpy(&__f->" + F + ", &" + fastName(VD, F) + ", sizeof __f->" + F + "); ";
  if (usesPend() && PendBit.count(VD))
    S = "if (!(__forkc_pend & " + pendMask(VD) + ")) " + S;
  return S;
}

std::string TaskLowering::load(const VarDecl *VD) {
  const std::string &F = L.FieldOf.lookup(VD);
  // (void *): a `const` local is loaded too (jumped over, its initialiser
  // never ran on this path); clang gives locals no const semantics in IR.
  return "__builtin_memcpy((void *)&" + fastName(VD, F) + ", &__f->" + F + ", sizeof __f->" + F +
         "); ";
}

std::string TaskLowering::stateText(unsigned K) const {
  return usesPend() ? "__f->__forkc_pend = __forkc_pend; __hf->state = -" + std::to_string(K) + "; "
                    : setState(K);
}

// The lazy fast clone's frame, made at resume point K.
std::string TaskLowering::makeLazyFrame(unsigned K) {
  return "__f = " +
         asanFrameReady(FD, "(" + frameStructName(FD) +
                                " *)forkc_frame_local_at(__w, &__forkc_local, sizeof *__f, " +
                                resumeName(FD) + ", __parent, __kind, __ret, " + std::to_string(K) +
                                ")") +
         "; __hf = &__f->hdr; " + reducerViewsInit() +
         (P.Tail.Accumulates ? "__f->__forkc_acc = __forkc_acc; " : "");
}

std::string TaskLowering::point(unsigned K, const Expr *Own, const VarDecl *Dest) {
  std::string S;
  ++Points;
  // A frame made here starts at K: its state goes out with its kind in
  // one store.  It is the clone's local `__forkc_local`, on the OS stack
  // (abi.h, forkc_frame_local_at; runtime/native.c).
  if (LazyFrame)
    S += "if (!__hf) { " + makeLazyFrame(K) + "} else " + stateText(K);
  std::pair<unsigned, unsigned> OwnArgs{0, 0};
  if (!Own || !fileRange(Own->getSourceRange(), OwnArgs.first, OwnArgs.second))
    OwnArgs = {0, 0};
  std::vector<const VarDecl *> &Saved = SavedAt[K];
  // `T x = g(..)`: x enters the scope after its call, but a resume must
  // load what the call wrote.
  if (Dest && !inScope(Dest))
    Saved.push_back(Dest);
  // Unoptimised builds keep every variable in scope, so that a debugger
  // shows right values in a resumed continuation, not only the live ones.
  for (const VarDecl *VD : Scope) {
    if (VD != Dest && LO.Optimize && !Live.liveAfter(VD, CurStmtBegin, OwnArgs, LoopRanges))
      continue;
    Saved.push_back(VD);
    if (VD != Dest)
      S += store(VD);
  }
  return LazyFrame ? S : S + stateText(K);
}

// Fast clone, un-stolen path after resume point K: the frame is the spill
// slot.  The variables stored before K are loaded back from their frame
// fields (nothing else can have written those since: a stolen or
// stolen-from activation never gets here), so they are not live across
// the call and the compiler does not also spill them to the OS stack (a
// second store per variable, the callee saving no registers).  Not when
// the destination's evaluation, between the stores and the call, writes a
// variable; not at -O0, where nothing is kept in registers anyway; not in
// a loop, where the load would turn a loop-invariant variable into one
// the loop carries, spilled on every iteration (nqueens: 1.04 -> 1.26x).
std::string TaskLowering::reloadAfter(unsigned K, const VarDecl *Dest, bool DestEffects) {
  if (!Fast || !LO.Optimize || DestEffects || !LoopRanges.empty())
    return "";
  std::string S;
  for (const VarDecl *VD : SavedAt[K])
    if (VD != Dest)
      S += load(VD);
  return S;
}

// After resume point K: only the slow clone is resumed, at a label inside
// `if (0)`, so only a resume loads the saved variables (and the pending
// mask; `SpawnDest` is pending after its own spawn's label).
std::string TaskLowering::resumeAt(unsigned K, const VarDecl *SpawnDest, const std::string &Extra) {
  if (Fast)
    return "";
  std::string S = "if (0) { " + label(K) + ":; ";
  if (usesPend()) {
    S += "__forkc_pend = __hf->state < 0 ? __f->__forkc_pend : 0; ";
    if (SpawnDest && PendBit.count(SpawnDest))
      S += "__forkc_pend |= " + pendMask(SpawnDest) + "; ";
  }
  // A pending variable's field is written by its child: not read before
  // the join (a data race otherwise, though the join reloads it).
  // (Written as one unconditional move, from itself when pending, so that
  // -Wsometimes-uninitialized sees the variable set on every path.)
  for (const VarDecl *VD : SavedAt[K]) {
    if (!usesPend() || !PendBit.count(VD)) {
      S += load(VD);
      continue;
    }
    const std::string &F = L.FieldOf.lookup(VD);
    std::string N = fastName(VD, F);
    S += "__builtin_memmove((void *)&" + N + ", (__forkc_pend & " + pendMask(VD) +
         ") ? (const void *)&" + N + " : (const void *)&__f->" + F + ", sizeof __f->" + F + "); ";
  }
  return S + Extra + "} ";
}

} // namespace detail
} // namespace forkc
