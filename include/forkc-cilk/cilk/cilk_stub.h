/* <cilk/cilk_stub.h> for forkc: the serial elision of a Cilk program, with
 * or without the plugin (as OpenCilk's: include it to build serially). */
#ifndef FORKC_CILK_STUB_H
#define FORKC_CILK_STUB_H

#undef cilk_spawn
#undef cilk_sync
#undef cilk_scope
#undef cilk_for
#undef _Cilk_spawn
#undef _Cilk_sync
#undef _Cilk_scope
#undef _Cilk_for
#undef cilk_reducer
#undef _Hyperobject
#define cilk_spawn
#define cilk_sync
#define cilk_scope
#define cilk_for for
#define _Cilk_spawn
#define _Cilk_sync
#define _Cilk_scope
#define _Cilk_for for
#define cilk_reducer(identity, reduce)
#define _Hyperobject(identity, reduce)

#endif /* FORKC_CILK_STUB_H */
