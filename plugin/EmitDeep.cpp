// Emission of a task's deep entry (docs/runtime.md, "Deep recursion"): where
// a fast clone goes when its activation would start near the end of the OS
// stack it runs on.  The fast clone begins with the check
//
//   if (FORKC_UNLIKELY(FORKC_OS_LOW_(__w))) return __forkc_deep_f(__w, __parent, __kind,
//                                                                 __ret, P...);
//
// (a load and a compare: abi.h), and the deep entry runs the task's entry at
// the top of a new OS stack segment (runtime/osstack.c), its arguments and
// value passed through a record on the old stack:
//
//   struct __forkc_deep_f { forkc_worker *w; forkc_frame *parent; unsigned kind;
//                           R *ret; struct __forkc_args_f a; R r; };
//   static void __forkc_deep_run_f(void *__p) {
//       struct __forkc_deep_f *__x = (struct __forkc_deep_f *)__p;
//       __x->r = __forkc_entry_f(__x->w, __x->parent, __x->kind, __x->ret, __x->a.a0, ...); }
//   static __attribute__((noinline, cold)) FORKC_TASK_CC R
//   __forkc_deep_f(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, R *__ret, P...) {
//       struct __forkc_deep_f __x; __x.w = __w; ...; __x.a.a0 = __p0; ...
//       forkc_os_extend_(__w, __forkc_deep_run_f, &__x); return __x.r; }
//
// A steal changes nothing here: the child's value reaches a stolen parent
// through `ret` as on one stack, and a worker that cuts its OS stack back
// below the segment (a failed pop) abandons the deep entry's activation with
// the rest.  A fast clone without a resume point calls no task, so it cannot
// be the start of a chain and has no check.
#include "TaskLowering.h"

namespace forkc {
namespace detail {

std::string TaskLowering::deepCheckText(const std::string &Fwd) const {
  if (hasNoResumePoint())
    return "";
  bool Void = FD->getReturnType()->isVoidType();
  std::string Call = deepEntryName(FD) + "(__w, __parent, __kind, __ret" + Fwd + ")";
  return " if (FORKC_UNLIKELY(FORKC_OS_LOW_(__w))) " +
         (Void ? "{ " + Call + "; return; }" : "return " + Call + ";");
}

std::string TaskLowering::deepEntryText(const std::string &ArgFields) {
  std::string Name = FD->getNameAsString(), Deep = deepEntryName(FD);
  std::string Rec = "struct __forkc_deep_" + Name, RType = retTypeName(FD);
  QualType RT = FD->getReturnType();
  bool Void = RT->isVoidType(), HasArgs = FD->getNumParams() > 0;
  std::string RetPtr = declText(Ctx.getPointerType(frameType(RT, Ctx)), "ret", Ctx);
  std::string S = Rec + " { forkc_worker *w; forkc_frame *parent; unsigned kind; " + RetPtr + ";" +
                  (HasArgs ? " struct { " + ArgFields + " } a;" : std::string()) +
                  (Void ? "" : " " + RType + " r;") + " }; ";
  std::string Fwd, Params, Pack;
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    std::string PN = "__p" + std::to_string(I), AN = "a" + std::to_string(I);
    Fwd += ", __x->a." + AN;
    Params += ", " + declText(protoParamType(FD->getParamDecl(I)->getType(), Ctx), PN, Ctx);
    Pack += " __x.a." + AN + " = " + PN + ";";
  }
  S += "static void __forkc_deep_run_" + Name + "(void *__p) { " + Rec + " *__x = (" + Rec +
       " *)__p; " + (Void ? "" : "__x->r = ") + entryName(FD) +
       "(__x->w, __x->parent, __x->kind, __x->ret" + Fwd + "); } ";
  S += "static __attribute__((noinline, cold, unused)) FORKC_TASK_CC " + RType + " " + Deep +
       "(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, " +
       declText(Ctx.getPointerType(frameType(RT, Ctx)), "__ret", Ctx) + Params + ") { " + Rec +
       " __x; __x.w = __w; __x.parent = __parent; __x.kind = __kind; __x.ret = __ret;" + Pack +
       " forkc_os_extend_(__w, __forkc_deep_run_" + Name + ", &__x); " +
       (Void ? "}" : "return __x.r; }");
  return S;
}

} // namespace detail
} // namespace forkc
