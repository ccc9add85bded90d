# toolchain-aarch64.cmake - cross-build Quirl for aarch64 Linux on Debian:
#   cmake -S . -B /tmp/b -DCMAKE_TOOLCHAIN_FILE=cmake/toolchain-aarch64.cmake
#
# Needs gcc-aarch64-linux-gnu and Debian's arm64 multiarch packages
# (dpkg --add-architecture arm64; libedit-dev:arm64 libtcc-dev:arm64
# libcmocka-dev:arm64); scripts/test-arm64 installs them when missing.
# Multiarch puts the arm64 libraries in /usr/lib/aarch64-linux-gnu next to
# the host's, so there is no sysroot: the headers in /usr/include are
# shared, and pkg-config is pointed at the arm64 .pc files only, so that
# no x86-64 library can be picked up by mistake.
#
# Test programs run through qemu-user (CMAKE_CROSSCOMPILING_EMULATOR), so
# ctest in the cross tree runs the unit tests under emulation by itself.
# A script that runs the quirl binary directly (tests/run-golden) needs
# binfmt_misc instead; see scripts/test-arm64 and docs/arm64.md.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(QUIRL_CROSS_TRIPLE aarch64-linux-gnu)

set(CMAKE_C_COMPILER ${QUIRL_CROSS_TRIPLE}-gcc)
set(CMAKE_LIBRARY_ARCHITECTURE ${QUIRL_CROSS_TRIPLE})

# The cross libc lives in /usr/aarch64-linux-gnu; everything else is
# multiarch under /usr.  Programs (pkg-config, python3) are the host's.
set(CMAKE_FIND_ROOT_PATH /usr/${QUIRL_CROSS_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)

set(ENV{PKG_CONFIG_LIBDIR}
  "/usr/lib/${QUIRL_CROSS_TRIPLE}/pkgconfig:/usr/share/pkgconfig")
unset(ENV{PKG_CONFIG_PATH})

# Which dynamic loader qemu uses matters: ld.so and libc.so.6 share private
# structures, so both must come from the same glibc build.  The programs
# load libc from multiarch (/lib/aarch64-linux-gnu, libc6:arm64, pulled in
# by libedit-dev:arm64); "-L /usr/aarch64-linux-gnu" would pair it with
# the cross package's ld.so, a different build, and fork() in the child
# then loops forever.  So -L is given only where no multiarch loader is.
find_program(QUIRL_QEMU_AARCH64 qemu-aarch64)
if(QUIRL_QEMU_AARCH64 AND EXISTS /lib/ld-linux-aarch64.so.1)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${QUIRL_QEMU_AARCH64})
elseif(QUIRL_QEMU_AARCH64)
  set(CMAKE_CROSSCOMPILING_EMULATOR
    ${QUIRL_QEMU_AARCH64} -L /usr/${QUIRL_CROSS_TRIPLE})
endif()
