/* The ABI version this runtime implements (docs/abi.md, "Versioning"):
 * forkc_abi_version_<FORKC_ABI_VERSION>, the name pasted from the number.
 * Every lowered translation unit references this symbol, so objects lowered
 * against another abi.h fail to link instead of misbehaving; abi.h's layout
 * check has already run in this file (internal.h includes it). */
#include "internal.h"

const int FORKC_ABI_SYMBOL = FORKC_ABI_VERSION;

/* The gdb extension (tools/gdb/forkc_gdb.py): every program that links the
 * runtime links this object (lowered code references the symbol above), so
 * the script travels with it in .debug_gdb_scripts.  runtime/CMakeLists.txt
 * generates the file; builds of the sources by other means (test/fuzz) go
 * without it. */
#if defined(__has_include)
#if __has_include("forkc_gdb_script.inc")
#include "forkc_gdb_script.inc"
#endif
#endif
