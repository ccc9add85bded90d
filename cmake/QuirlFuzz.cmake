# QuirlFuzz.cmake - libFuzzer harnesses (QUIRL_FUZZ=ON, clang).
#
# Every tests/fuzz/fuzz_NAME.c defines LLVMFuzzerTestOneInput and becomes
# the executable fuzz_NAME and the ctest test fuzz/NAME, which runs it for
# QUIRL_FUZZ_SECONDS on a copy of tests/fuzz/corpus/NAME/ (see
# cmake/run-fuzz.sh).  A crash, leak, UB report or a 10 s input fails it.

enable_testing()
file(GLOB QUIRL_FUZZERS CONFIGURE_DEPENDS
  ${CMAKE_SOURCE_DIR}/tests/fuzz/fuzz_*.c)
if(NOT QUIRL_FUZZERS)
  message(WARNING "no tests/fuzz/fuzz_*.c harness found")
endif()
foreach(src ${QUIRL_FUZZERS})
  get_filename_component(name ${src} NAME_WE)
  string(REGEX REPLACE "^fuzz_" "" short ${name})
  add_executable(${name} ${src})
  target_link_libraries(${name} PRIVATE quirlcore)
  target_link_options(${name} PRIVATE -fsanitize=fuzzer)
  # the parser gets the full time, the runtime harnesses half each, so
  # six targets stay near 105 s of wall time on 2 cores
  if(short STREQUAL "parser")
    set(fuzz_secs ${QUIRL_FUZZ_SECONDS})
  else()
    math(EXPR fuzz_secs "(${QUIRL_FUZZ_SECONDS} + 1) / 2")
  endif()
  add_test(NAME fuzz/${short}
    COMMAND sh ${CMAKE_SOURCE_DIR}/cmake/run-fuzz.sh $<TARGET_FILE:${name}>
            ${CMAKE_SOURCE_DIR}/tests/fuzz/corpus/${short}
            ${fuzz_secs})
  math(EXPR fuzz_timeout "${fuzz_secs} + 120")
  set_tests_properties(fuzz/${short} PROPERTIES TIMEOUT ${fuzz_timeout})
endforeach()
