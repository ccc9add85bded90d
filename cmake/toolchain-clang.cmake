# toolchain-clang.cmake - build with clang instead of the default gcc:
#   cmake -S . -B /tmp/b -DCMAKE_TOOLCHAIN_FILE=cmake/toolchain-clang.cmake
# (scripts/test sets CC=clang for build-fuzz/, which has the same effect.)
set(CMAKE_C_COMPILER clang)
