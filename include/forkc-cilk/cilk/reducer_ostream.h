/* <cilk/reducer_ostream.h>: not in forkc (docs/using-forkc.md, "Cilk programs"). */
#error "forkc has no <cilk/reducer_ostream.h> (Cilk Plus's and OpenCilk's library reducers are C++ or Cilk Plus macros): declare the reducer in C as `T cilk_reducer(identity, reduce) x;` with void identity(void *view) and void reduce(void *left, void *right)"
