# fuzz.pack_replay: `fuzz.py pack` builds three programs, `fuzz.py replay`
# runs them on 3 and 5 workers and must pass; then one packed program's
# expected output is altered and replay must fail, naming that program.
file(REMOVE_RECURSE ${WORK})
execute_process(COMMAND ${PY} ${FUZZ} pack ${WORK}/progs --plugin ${PLUGIN} --runtime ${RUNTIME}
                        --include ${INCLUDE} --clang ${CLANG} --seeds 7000:7003 --budget 20000
                        --workdir ${WORK}/tmp
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "pack: 3 of 3 programs")
  message(FATAL_ERROR "pack failed (${rc}):\n${out}\n${err}")
endif()
execute_process(COMMAND ${PY} ${FUZZ} replay ${WORK}/progs --workers 3,5
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "3 of 3 programs x workers 3,5 x busy/lazy = 12 runs, 0 failures")
  message(FATAL_ERROR "replay of good programs failed (${rc}):\n${out}\n${err}")
endif()
file(APPEND ${WORK}/progs/seed7001/expected "one line more\n")
execute_process(COMMAND ${PY} ${FUZZ} replay ${WORK}/progs --workers 3
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT out MATCHES "FAIL seed7001 FORKC_WORKERS=3 FORKC_SCHEDULER=busy: mismatch")
  message(FATAL_ERROR "replay passed a program with a wrong expected output (${rc}):\n${out}\n${err}")
endif()
message(STATUS "pack and replay: good programs pass, an altered one fails")
