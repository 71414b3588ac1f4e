/* The ABI version this runtime implements (forkc/abi.h, Versioning): every
 * lowered translation unit references this symbol, so objects lowered
 * against another abi.h fail to link instead of misbehaving. */
#include "internal.h"

const int FORKC_ABI_SYMBOL = FORKC_ABI_VERSION;
