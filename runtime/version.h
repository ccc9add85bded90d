/*
 * version.h - Quirl's version, and the bash release whose behaviour Quirl
 * follows outside posix mode (the oracle of its golden tests), which it
 * gives scripts in BASH_VERSION and BASH_VERSINFO so that they take the
 * code paths written for that bash (docs/bash-compat.md).
 */
#ifndef QUIRL_VERSION_H
#define QUIRL_VERSION_H

#define QUIRL_VERSION "0.1.0"

#define QUIRL_BASH_MAJOR "5"
#define QUIRL_BASH_MINOR "2"
#define QUIRL_BASH_PATCH "15"
#define QUIRL_BASH_BUILD "1"
#define QUIRL_BASH_STATUS "release"

#endif
