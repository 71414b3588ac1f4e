# forkc-toolchain.cmake: every C target of a project compiled with clang-19
# and the forkc plugin, and linked with the runtime.
#
#   cmake -DCMAKE_TOOLCHAIN_FILE=<prefix>/lib/cmake/forkc/forkc-toolchain.cmake ...
#
# Installed, it finds forkc relative to itself.  From a build tree, set
# FORKC_PLUGIN, FORKC_INCLUDE_DIR and FORKC_RUNTIME_LIBRARY instead.
get_filename_component(_forkc_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
foreach(_v FORKC_PLUGIN FORKC_INCLUDE_DIR FORKC_RUNTIME_LIBRARY)
  if(NOT ${_v} AND DEFINED ENV{${_v}})
    set(${_v} "$ENV{${_v}}")
  endif()
endforeach()
if(NOT FORKC_PLUGIN)
  set(FORKC_PLUGIN "${_forkc_prefix}/lib/libforkplugin.so")
endif()
if(NOT FORKC_INCLUDE_DIR)
  set(FORKC_INCLUDE_DIR "${_forkc_prefix}/include")
endif()
if(NOT FORKC_RUNTIME_LIBRARY)
  # The instrumented runtime when the project's flags ask for a sanitizer
  # (-DCMAKE_C_FLAGS=-fsanitize=thread): TSan must see its synchronisation.
  set(FORKC_RUNTIME_LIBRARY "${_forkc_prefix}/lib/libforkc.a")
  if(CMAKE_C_FLAGS MATCHES "-fsanitize=[^ ]*thread" AND EXISTS "${_forkc_prefix}/lib/libforkc-tsan.a")
    set(FORKC_RUNTIME_LIBRARY "${_forkc_prefix}/lib/libforkc-tsan.a")
  elseif(CMAKE_C_FLAGS MATCHES "-fsanitize=[^ ]*address" AND EXISTS "${_forkc_prefix}/lib/libforkc-asan.a")
    set(FORKC_RUNTIME_LIBRARY "${_forkc_prefix}/lib/libforkc-asan.a")
  endif()
endif()
# try_compile projects re-read this file; environment keeps the overrides.
set(ENV{FORKC_PLUGIN} "${FORKC_PLUGIN}")
set(ENV{FORKC_INCLUDE_DIR} "${FORKC_INCLUDE_DIR}")
set(ENV{FORKC_RUNTIME_LIBRARY} "${FORKC_RUNTIME_LIBRARY}")

foreach(_f "${FORKC_PLUGIN}" "${FORKC_RUNTIME_LIBRARY}" "${FORKC_INCLUDE_DIR}/forkc.h")
  if(NOT EXISTS "${_f}")
    message(FATAL_ERROR "forkc toolchain: ${_f} does not exist. Install forkc, or set "
                        "FORKC_PLUGIN, FORKC_INCLUDE_DIR and FORKC_RUNTIME_LIBRARY.")
  endif()
endforeach()

find_program(FORKC_CLANG19 NAMES clang-19 PATHS /usr/lib/llvm-19/bin REQUIRED)
set(CMAKE_C_COMPILER "${FORKC_CLANG19}")
set(CMAKE_C_FLAGS_INIT "-fplugin=${FORKC_PLUGIN} -I${FORKC_INCLUDE_DIR}")
# -DFORKC_WORKSPAN=ON: every task instrumented for the work/span profiler
# (docs/workspan.md).
if(FORKC_WORKSPAN)
  string(APPEND CMAKE_C_FLAGS_INIT " -fplugin-arg-forkplugin-workspan")
endif()
# -DFORKC_CILK=ON: <cilk/cilk.h> on every C compile's include path, and
# included first (the keywords need no header, as in OpenCilk 3), so an
# OpenCilk-dialect project builds unchanged (docs/using-forkc.md, "Cilk programs").
if(FORKC_CILK)
  string(APPEND CMAKE_C_FLAGS_INIT
         " -I${FORKC_INCLUDE_DIR}/forkc-cilk -D__cilk=200"
         " -include ${FORKC_INCLUDE_DIR}/forkc-cilk/cilk/cilk.h")
endif()
# _INIT only seeds CMAKE_C_FLAGS when the user did not set it: a project
# configured with -DCMAKE_C_FLAGS=... (e.g. -fsanitize=thread) gets the
# plugin and the include directory appended, once.
if(DEFINED CMAKE_C_FLAGS AND NOT CMAKE_C_FLAGS MATCHES "-fplugin=")
  set(CMAKE_C_FLAGS "${CMAKE_C_FLAGS} ${CMAKE_C_FLAGS_INIT}" CACHE STRING "C flags" FORCE)
endif()
# -ldl: the runtime dlopens hwloc (runtime/hwloc_lib.c); dlopen is in libdl
# before glibc 2.34, and libdl is an empty archive after.  A toolchain file
# runs before the platform sets CMAKE_DL_LIBS, so it is named here.
set(CMAKE_C_STANDARD_LIBRARIES "${FORKC_RUNTIME_LIBRARY} -lpthread -ldl")
set(FORKC_TOOLCHAIN ON)
# find_package(forkc) in a project built with this file finds the same forkc.
list(APPEND CMAKE_PREFIX_PATH "${_forkc_prefix}")
