/* Prints the ABI's layout fingerprint, FORKC_ABI_LAYOUT (forkc/abi.h), as
 * the line that records it for the current FORKC_ABI_VERSION:
 *
 *     cmake --build build --target abi-fingerprint
 *
 * or, without a build directory,
 *
 *     cc -Iinclude tools/abi-fingerprint/abi_fingerprint.c -o /tmp/f && /tmp/f
 *
 * It builds where abi.h's own check fails, which is when it is needed:
 * FORKC_ABI_LAYOUT_UNCHECKED leaves the check out (docs/abi.md,
 * "Versioning"). */
#define FORKC_ABI_LAYOUT_UNCHECKED 1
#include <forkc/abi.h>

#include <stdio.h>

int main(void) {
    printf("#define FORKC_ABI_LAYOUT_V%d 0x%016llxull\n", FORKC_ABI_VERSION,
           (unsigned long long)FORKC_ABI_LAYOUT);
    return 0;
}
