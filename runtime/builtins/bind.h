/*
 * bind.h - what the bind builtin (bind.c) shares: the names of the
 * readline functions Quirl's editor can bind, for bind -l and
 * compgen/complete -A binding.
 */
#ifndef QUIRL_BI_BIND_H
#define QUIRL_BI_BIND_H

#include "../util.h"

/* Appends the bindable function names that start with PREFIX, in bind
 * -l's order. */
void bi_bind_names(const char *prefix, struct strvec *out);

#endif
