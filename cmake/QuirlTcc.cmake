# QuirlTcc.cmake - find libtcc and probe the parts of its API that changed.
#
# Sets LIBTCC_INCLUDE_DIR, LIBTCC_LIBRARY, QUIRL_TCC_LINK_OPTIONS (for
# every executable that links libtcc) and QUIRL_TCC_DEFINITIONS (compile
# definitions for jit/backend_tcc.c):
#   QUIRL_TCC_RELOCATE_2ARG  tcc_relocate(s, ptr) as in 0.9.27 (Debian 12);
#                            without it, upstream's tcc_relocate(s) is used.
#   QUIRL_TCC_VERSION        " (VERSION)" when the Debian package says so.
# The probes link a program, so a non-PIC libtcc.a fails here, not later.

find_path(LIBTCC_INCLUDE_DIR libtcc.h REQUIRED)
find_library(LIBTCC_LIBRARY NAMES tcc libtcc REQUIRED)

include(CheckCSourceCompiles)
set(CMAKE_REQUIRED_INCLUDES ${LIBTCC_INCLUDE_DIR})
set(CMAKE_REQUIRED_LIBRARIES ${LIBTCC_LIBRARY} dl m)
check_c_source_compiles([[
#include <libtcc.h>
int main(void)
{
	TCCState *s = tcc_new();
	int r = tcc_relocate(s, TCC_RELOCATE_AUTO);
	tcc_delete(s);
	return r;
}]] QUIRL_TCC_RELOCATE_2ARG)
if(NOT QUIRL_TCC_RELOCATE_2ARG)
  check_c_source_compiles([[
#include <libtcc.h>
int main(void)
{
	TCCState *s = tcc_new();
	int r = tcc_relocate(s);
	tcc_delete(s);
	return r;
}]] QUIRL_TCC_RELOCATE_1ARG)
  if(NOT QUIRL_TCC_RELOCATE_1ARG)
    message(FATAL_ERROR "libtcc found at ${LIBTCC_LIBRARY} but a program "
      "calling tcc_relocate does not link (see CMakeError.log)")
  endif()
endif()
unset(CMAKE_REQUIRED_INCLUDES)
unset(CMAKE_REQUIRED_LIBRARIES)

set(QUIRL_TCC_DEFINITIONS "")
set(QUIRL_TCC_LINK_OPTIONS "")
if(QUIRL_TCC_RELOCATE_2ARG)
  list(APPEND QUIRL_TCC_DEFINITIONS QUIRL_TCC_RELOCATE_2ARG)
  # This tcc_relocate asks for RWX text pages; jit/backend_tcc.c's
  # __wrap_mprotect keeps them RW while tcc relocates (libtcc.a's calls
  # are linked to it; a shared libtcc's would not be).
  set(QUIRL_TCC_LINK_OPTIONS "-Wl,--wrap=mprotect")
endif()

find_program(DPKG_QUERY dpkg-query)
if(DPKG_QUERY)
  # one line per installed architecture (arm64 multiarch): keep the first
  execute_process(COMMAND ${DPKG_QUERY} -W -f=\${Version}\\n libtcc-dev
    OUTPUT_VARIABLE QUIRL_TCC_PKG_VERSION ERROR_QUIET
    OUTPUT_STRIP_TRAILING_WHITESPACE)
  string(REGEX REPLACE "\n.*" "" QUIRL_TCC_PKG_VERSION
    "${QUIRL_TCC_PKG_VERSION}")
  if(QUIRL_TCC_PKG_VERSION MATCHES "^[0-9A-Za-z.+~:-]+$")
    list(APPEND QUIRL_TCC_DEFINITIONS
      "QUIRL_TCC_VERSION=\" (${QUIRL_TCC_PKG_VERSION})\"")
  endif()
endif()
