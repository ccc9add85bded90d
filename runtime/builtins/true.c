/*
 * true.c - the utilities that do nothing: true, false and the special
 * builtin ':'.  They ignore their operands (':' exists so that its operands
 * are expanded for their side effects) and write nothing.
 */
#include "builtins.h"

BUILTIN(true)
{
	(void)sh;
	(void)argc;
	(void)argv;
	return 0;
}

BUILTIN(false)
{
	(void)sh;
	(void)argc;
	(void)argv;
	return 1;
}

BUILTIN(colon)
{
	(void)sh;
	(void)argc;
	(void)argv;
	return 0;
}
