/*
 * alias.h - aliases as the lexer reads them (alias.c).
 */
#ifndef QUIRL_ALIAS_H
#define QUIRL_ALIAS_H

struct shell;

/* The value of alias NAME, or NULL. */
const char *rt_alias_get(struct shell *sh, const char *name);

#endif
