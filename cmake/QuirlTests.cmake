# QuirlTests.cmake - registers the test layers with ctest.
#
#  unit/NAME         every tests/unit/test_NAME.c, linked with quirlcore and
#                    cmocka (skipped with a warning when cmocka is missing)
#  golden-jit-always tests/run-golden over tests/sh with QUIRL_JIT=always;
#                    it also runs every case with a loop or a function
#                    (what the JIT compiles) with QUIRL_JIT=off and requires
#                    identical output (the JIT contract), so the
#                    interpreter is checked against the expectations too
#                    (a separate QUIRL_JIT=off run would repeat that)
#  golden-jit-tcc    the JIT cases (tests/sh/jit) with QUIRL_JIT=always and
#                    QUIRL_JIT_BACKEND=tcc: the second backend end to end.
#                    This and the variants below compare with the
#                    expectations only (GOLDEN_OFF_PASS=0): their cases'
#                    interpreter runs are golden-jit-always's
#  golden-jit-promote the JIT, arithmetic and extension cases with
#                    QUIRL_JIT_PROMOTE=1 (loop copies, promote, avail)
#  golden-jit-tier2, golden-jit-tier2-tcc  the same cases (on libtcc: the
#                    JIT cases) with QUIRL_JIT_TIER2=3, so that every
#                    compiled loop is recompiled at tier 2 in mid-run
#  jitdiff, jitdiff-promote, jitdiff-tier2  tests/fuzz/jitdiff, the second
#                    with the passes, the third with QUIRL_JIT_TIER2=3
#  parse             tests/run-parse over tests/parse
#  pty/NAME          tests/pty/NAME.pty driven through a pseudo-terminal
#                    by ptydrive (the interactive front end)
#  bench-smoke       tests/bench-smoke (python3): benchmark workloads and
#                    the corpus rows run once at small sizes, quirl's
#                    output checked
#  install/destdir   tests/install/destdir: `cmake --install` into a
#                    DESTDIR installs exactly the shell, its man page and
#                    its docs, and the staged binary runs (-c, login, rc
#                    file, both JIT backends) with the source tree hidden
#  install/man       tests/install/check-man: docs/quirl.1 renders with no
#                    groff or man warning and names every option, variable
#                    and file of `quirl --help` and every builtin

pkg_check_modules(CMOCKA IMPORTED_TARGET cmocka)

set(QUIRL_TEST_ENV
  "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1"
  "ASAN_OPTIONS=detect_leaks=1:abort_on_error=0")

file(GLOB QUIRL_UNIT_TESTS CONFIGURE_DEPENDS
  ${CMAKE_SOURCE_DIR}/tests/unit/test_*.c)
if(QUIRL_UNIT_TESTS AND NOT CMOCKA_FOUND)
  message(WARNING "cmocka not found: unit tests are not built")
elseif(QUIRL_UNIT_TESTS)
  foreach(src ${QUIRL_UNIT_TESTS})
    get_filename_component(name ${src} NAME_WE)
    add_executable(${name} ${src})
    target_link_libraries(${name} PRIVATE quirlcore PkgConfig::CMOCKA)
    string(REGEX REPLACE "^test_" "unit/" tname ${name})
    add_test(NAME ${tname} COMMAND ${name})
    set_tests_properties(${tname} PROPERTIES TIMEOUT 120
      ENVIRONMENT "${QUIRL_TEST_ENV}")
  endforeach()
endif()

add_test(NAME golden-jit-always
  COMMAND ${CMAKE_SOURCE_DIR}/tests/run-golden $<TARGET_FILE:quirl>
          ${CMAKE_SOURCE_DIR}/tests/sh)
set_tests_properties(golden-jit-always PROPERTIES TIMEOUT 900
  ENVIRONMENT "QUIRL_JIT=always")

add_test(NAME golden-jit-tcc
  COMMAND ${CMAKE_SOURCE_DIR}/tests/run-golden $<TARGET_FILE:quirl>
          ${CMAKE_SOURCE_DIR}/tests/sh/jit)
set_tests_properties(golden-jit-tcc PROPERTIES TIMEOUT 600
  ENVIRONMENT "QUIRL_JIT=always;QUIRL_JIT_BACKEND=tcc;GOLDEN_OFF_PASS=0")

add_test(NAME golden-jit-promote
  COMMAND ${CMAKE_SOURCE_DIR}/tests/run-golden $<TARGET_FILE:quirl>
          ${CMAKE_SOURCE_DIR}/tests/sh jit/ ext/ arith/)
set_tests_properties(golden-jit-promote PROPERTIES TIMEOUT 600
  ENVIRONMENT "QUIRL_JIT=always;QUIRL_JIT_PROMOTE=1;GOLDEN_OFF_PASS=0")

add_test(NAME golden-jit-tier2
  COMMAND ${CMAKE_SOURCE_DIR}/tests/run-golden $<TARGET_FILE:quirl>
          ${CMAKE_SOURCE_DIR}/tests/sh jit/ ext/ arith/)
set_tests_properties(golden-jit-tier2 PROPERTIES TIMEOUT 600
  ENVIRONMENT "QUIRL_JIT=always;QUIRL_JIT_TIER2=3;GOLDEN_OFF_PASS=0")

add_test(NAME golden-jit-tier2-tcc
  COMMAND ${CMAKE_SOURCE_DIR}/tests/run-golden $<TARGET_FILE:quirl>
          ${CMAKE_SOURCE_DIR}/tests/sh/jit)
set_tests_properties(golden-jit-tier2-tcc PROPERTIES TIMEOUT 600
  ENVIRONMENT "QUIRL_JIT=always;QUIRL_JIT_TIER2=3;QUIRL_JIT_BACKEND=tcc;GOLDEN_OFF_PASS=0")

# the subshell corpus with virtual subshells off: every subshell forks,
# and the results are the same (the default runs above have them on)
add_test(NAME golden-vsub-off
  COMMAND ${CMAKE_SOURCE_DIR}/tests/run-golden $<TARGET_FILE:quirl>
          ${CMAKE_SOURCE_DIR}/tests/sh vsubshell/ cmdsub subshell)
set_tests_properties(golden-vsub-off PROPERTIES TIMEOUT 600
  ENVIRONMENT "QUIRL_JIT=always;QUIRL_VSUBSHELL=off;GOLDEN_OFF_PASS=0")

add_test(NAME parse
  COMMAND ${CMAKE_SOURCE_DIR}/tests/run-parse $<TARGET_FILE:quirl>
          ${CMAKE_SOURCE_DIR}/tests/parse)
set_tests_properties(parse PROPERTIES TIMEOUT 600)

# bench-smoke: the benchmark suite at small sizes, checking quirl's output
# on every workload (no timing is asserted).
find_program(QUIRL_PYTHON3 python3)
if(QUIRL_PYTHON3)
  add_test(NAME bench-smoke
    COMMAND ${CMAKE_SOURCE_DIR}/tests/bench-smoke $<TARGET_FILE:quirl>)
  set_tests_properties(bench-smoke PROPERTIES TIMEOUT 600)

  # jitdiff: random loop/arithmetic/function programs run by the
  # interpreter, the JIT and dash (tests/fuzz/jitdiff).  A fixed seed for
  # repeatability plus a time-bounded random part; smaller under ASan.
  if(QUIRL_SANITIZE)
    set(QUIRL_JITDIFF_ARGS --count 300)
    set(QUIRL_JITDIFF_PROMOTE_ARGS --count 100)
    set(QUIRL_JITDIFF_TIER2_ARGS --count 100 --seed 7)
  else()
    set(QUIRL_JITDIFF_ARGS --count 2000 --seconds 30)
    set(QUIRL_JITDIFF_PROMOTE_ARGS --count 500 --seed 5)
    set(QUIRL_JITDIFF_TIER2_ARGS --count 500 --seed 7)
  endif()
  add_test(NAME jitdiff
    COMMAND ${CMAKE_SOURCE_DIR}/tests/fuzz/jitdiff $<TARGET_FILE:quirl>
            ${QUIRL_JITDIFF_ARGS} --out ${CMAKE_BINARY_DIR}/jitdiff-failures)
  set_tests_properties(jitdiff PROPERTIES TIMEOUT 900)
  add_test(NAME jitdiff-promote
    COMMAND ${CMAKE_SOURCE_DIR}/tests/fuzz/jitdiff $<TARGET_FILE:quirl>
            ${QUIRL_JITDIFF_PROMOTE_ARGS}
            --out ${CMAKE_BINARY_DIR}/jitdiff-promote-failures)
  set_tests_properties(jitdiff-promote PROPERTIES TIMEOUT 600
    ENVIRONMENT "QUIRL_JIT_PROMOTE=1")
  add_test(NAME jitdiff-tier2
    COMMAND ${CMAKE_SOURCE_DIR}/tests/fuzz/jitdiff $<TARGET_FILE:quirl>
            ${QUIRL_JITDIFF_TIER2_ARGS}
            --out ${CMAKE_BINARY_DIR}/jitdiff-tier2-failures)
  set_tests_properties(jitdiff-tier2 PROPERTIES TIMEOUT 600
    ENVIRONMENT "QUIRL_JIT_TIER2=3")
endif()

if(TARGET ptydrive)
  # tests/pty/*.pty: the interactive front end; tests/pty/jobs/*.pty: job
  # control (a PTY gives the interactive shell a terminal to hand over)
  file(GLOB QUIRL_PTY_CASES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/pty/*.pty
    ${CMAKE_SOURCE_DIR}/tests/pty/jobs/*.pty)
  foreach(case ${QUIRL_PTY_CASES})
    get_filename_component(name ${case} NAME_WE)
    get_filename_component(dir ${case} DIRECTORY)
    get_filename_component(group ${dir} NAME)
    if(group STREQUAL "jobs")
      set(name jobs/${name})
    endif()
    add_test(NAME pty/${name} COMMAND ptydrive $<TARGET_FILE:quirl> ${case})
    set_tests_properties(pty/${name} PROPERTIES TIMEOUT 120
      ENVIRONMENT "${QUIRL_TEST_ENV}")
  endforeach()
endif()

# install/*: the install target and the manual page (seconds each).
add_test(NAME install/destdir
  COMMAND ${CMAKE_SOURCE_DIR}/tests/install/destdir ${CMAKE_BINARY_DIR}
          ${CMAKE_SOURCE_DIR})
add_test(NAME install/man
  COMMAND ${CMAKE_SOURCE_DIR}/tests/install/check-man $<TARGET_FILE:quirl>
          ${CMAKE_SOURCE_DIR}/docs/quirl.1)
set_tests_properties(install/destdir install/man PROPERTIES TIMEOUT 120
  ENVIRONMENT "${QUIRL_TEST_ENV}")

# realworld: autoconf-generated configure scripts run under quirl and dash
# must produce the same output, config.h and Makefile.
add_test(NAME realworld
  COMMAND ${CMAKE_SOURCE_DIR}/tests/realworld/run $<TARGET_FILE:quirl>)
set_tests_properties(realworld PROPERTIES TIMEOUT 600)

# reliability/NAME: tests/reliability/NAME QUIRL (I/O faults, hostile
# environments, resource limits, load, memory); each prints one summary
# line and exits non-zero on failure.  memcheck needs a dynamically linked
# binary without sanitizers: quirl-dyn, built only where quirl is static.
if(NOT QUIRL_SANITIZE AND NOT QUIRL_FUZZ)
  add_executable(quirl-dyn frontend/main.c)
  target_link_libraries(quirl-dyn PRIVATE quirlcore)
  set(QUIRL_REL_ENV "QUIRL_VALGRIND_BIN=$<TARGET_FILE:quirl-dyn>")
else()
  set(QUIRL_REL_ENV "")
endif()
foreach(rel io-faults env-hostile limits load memory)
  add_test(NAME reliability/${rel}
    COMMAND ${CMAKE_SOURCE_DIR}/tests/reliability/${rel}
            $<TARGET_FILE:quirl>)
  set_tests_properties(reliability/${rel} PROPERTIES TIMEOUT 300
    ENVIRONMENT "${QUIRL_TEST_ENV};${QUIRL_REL_ENV}")
endforeach()
