/* The environment (env.c): parsed strictly, aborting with a message that
 * names the variable (the table is in docs/using-forkc.md). */
#ifndef FORKC_RUNTIME_ENV_H
#define FORKC_RUNTIME_ENV_H

#include "internal.h"

/* A decimal number in [lo, hi]; dflt when unset or empty.  `what` names the
 * quantity in the message. */
unsigned forkc_i_env_unsigned(const char *name, unsigned lo, unsigned hi, unsigned dflt,
                              const char *what);
/* 1/yes/true/on or 0/no/false/off, any case; dflt when unset or empty. */
bool forkc_i_env_bool(const char *name, bool dflt);
/* As forkc_i_env_bool, and 2 for `word` (any case; NULL: none). */
int forkc_i_env_bool_or(const char *name, bool dflt, const char *word);

#endif
