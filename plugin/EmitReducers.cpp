// The reducer-view emitter (TaskPlan.h, TaskReducer; OpenCilk's hyperobject
// semantics, per frame, abi.h): in the slow clone a steal at a spawn gives
// the continuation a fresh view, every reference reads the current view, and
// each join folds the views into the leftmost in serial order.  The fast
// clone is never stolen from: its references are the leftmost.
#include "TaskLowering.h"

using namespace clang;

namespace forkc {
namespace detail {

// The leftmost view's address: the reducer's field, or the parameter's
// value when the frame is made (a view parameter is not assigned).
std::string TaskLowering::reducerLeftmost(const TaskReducer &Rd) {
  return Rd.Fns.View ? "(void *)" + varText(Rd.VD) : "(void *)&__f->" + L.FieldOf.lookup(Rd.VD);
}

// Slow clone: how a reference spells the current view (a pointer for a
// view parameter, the value for the task's own reducer).
std::string TaskLowering::reducerRef(const TaskReducer &Rd) {
  std::string Cur =
      "((" + typeText(Ctx.getPointerType(Rd.T)) + ")forkc_reducer_current(&__f->" + Rd.Views + "))";
  return Rd.Fns.View ? Cur : "(*" + Cur + ")";
}

// Where the frame is made: no view yet.
std::string TaskLowering::reducerViewsInit() {
  std::string S;
  for (const TaskReducer &Rd : Reducers)
    S += "__f->" + Rd.Views + " = (forkc_reducer_views){0, 0, " + reducerLeftmost(Rd) + "}; ";
  return S;
}

// Slow clone, resumed at a spawn's label (only a steal gets there).
std::string TaskLowering::reducerSteal() {
  std::string S;
  if (!Fast)
    for (const TaskReducer *Rd : ReducerScope)
      S += "forkc_reducer_new_view(&__f->" + Rd->Views + ", sizeof(" + typeText(Rd->T) + "), " +
           Rd->Fns.Identity + "); ";
  return S;
}

// Fold a reducer's views into its leftmost and free them.
std::string TaskLowering::reducerFold(const TaskReducer &Rd) {
  return "forkc_reducer_fold(&__f->" + Rd.Views + ", " + Rd.Fns.Reduce + "); ";
}

// Slow clone, after a join: every child is done with its view.  Every
// reducer of the task, in scope or not: views of an instance whose block
// ended before the join (or that a `break` or `continue` left) go into
// that (dead) instance and are freed here at the latest.
std::string TaskLowering::reducerJoin() {
  std::string S;
  if (!Fast)
    for (const TaskReducer &Rd : Reducers)
      S += reducerFold(Rd);
  return S;
}

} // namespace detail
} // namespace forkc
