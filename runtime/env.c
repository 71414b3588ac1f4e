/*
 * Environment variables, parsed strictly: a value the runtime does not
 * understand aborts with a message naming the variable and what it accepts,
 * instead of being half-read (strtoul stops at garbage and wraps negatives) or
 * silently taken as the default.  An empty value counts as unset, so that
 * `FORKC_WORKERS= ./prog` means the default as in most tools.
 * docs/using-forkc.md has the table of variables.
 */
#include "env.h"

#include "errors.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

unsigned forkc_i_env_unsigned(const char *name, unsigned lo, unsigned hi, unsigned dflt,
                              const char *what) {
    const char *s = getenv(name);
    if (!s || !*s)
        return dflt;
    /* Digits only: no sign, no space, no hex; stop before overflowing. */
    unsigned long long v = 0;
    const char *c = s;
    for (; *c >= '0' && *c <= '9'; c++) {
        v = v * 10 + (unsigned)(*c - '0');
        if (v > hi)
            break;
    }
    FORKC_CHECK(*c == '\0' && v >= lo && v <= hi,
                "%s=\"%s\" is not accepted: expected %s, a decimal number from %u to %u "
                "(unset or empty for the default)",
                name, s, what, lo, hi);
    return (unsigned)v;
}

bool forkc_i_env_bool(const char *name, bool dflt) {
    return forkc_i_env_bool_or(name, dflt, NULL) != 0;
}

int forkc_i_env_bool_or(const char *name, bool dflt, const char *word) {
    const char *s = getenv(name);
    if (!s || !*s)
        return dflt;
    if (word && strcasecmp(s, word) == 0)
        return 2;
    static const char *const yes[] = {"1", "yes", "true", "on"};
    static const char *const no[] = {"0", "no", "false", "off"};
    for (size_t i = 0; i < sizeof yes / sizeof *yes; i++) {
        if (strcasecmp(s, yes[i]) == 0)
            return true;
        if (strcasecmp(s, no[i]) == 0)
            return false;
    }
    forkc_i_die("%s=\"%s\" is not accepted: expected 1, yes, true or on; 0, no, false or off%s%s "
                "(any case; unset or empty: %s)",
                name, s, word ? "; " : "", word ? word : "", dflt ? "on" : "off");
}
