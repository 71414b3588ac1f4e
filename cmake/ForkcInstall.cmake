# install(): headers, libforkc (static and shared), libforkplugin.so, the CMake
# package (forkc::forkc, forkc_enable, version file), the toolchain file and
# forkc.pc.  Layout under the prefix:
#   include/forkc.h, include/forkc/abi.h, include/forkc/reducers.h, include/forkc/workspan.h
#   include/forkc-cilk/cilk/{cilk,cilk_stub,cilk_api}.h (Cilk programs, added with -I on request)
#   bin/forkc-scale
#   lib/libforkc.a, lib/libforkc.so*, lib/libforkplugin.so,
#   lib/libforkc-tsan.a, lib/libforkc-asan.a (instrumented, for users' sanitizer builds)
#   lib/cmake/forkc/{forkcConfig,forkcConfigVersion}.cmake, forkc-toolchain.cmake
#   lib/pkgconfig/forkc.pc, forkc-tsan.pc, forkc-asan.pc, forkc-cilk.pc
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# The toolchain file finds everything as <prefix>/lib/...: keep lib, not lib64.
set(CMAKE_INSTALL_LIBDIR lib)
set(FORKC_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/forkc)
set(FORKC_INSTALL_PLUGIN ${CMAKE_INSTALL_LIBDIR}/libforkplugin.so)
set(FORKC_INSTALL_RUNTIME ${CMAKE_INSTALL_LIBDIR}/libforkc.a)

install(FILES include/forkc.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES include/forkc/abi.h include/forkc/reducers.h include/forkc/workspan.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/forkc)
install(DIRECTORY include/forkc-cilk/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/forkc-cilk)
# forkc-scale: scaling against the work/span bounds (docs/workspan.md)
install(PROGRAMS tools/forkc-scale DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS forkc forkc_shared ${FORKC_SANITIZER_RUNTIMES}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
if(TARGET forkplugin)
  install(TARGETS forkplugin LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
endif()

configure_package_config_file(cmake/forkcConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/forkcConfig.cmake
  INSTALL_DESTINATION ${FORKC_CMAKE_DIR}
  PATH_VARS FORKC_INSTALL_PLUGIN FORKC_INSTALL_RUNTIME CMAKE_INSTALL_INCLUDEDIR)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/forkcConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES
  ${CMAKE_CURRENT_BINARY_DIR}/forkcConfig.cmake
  ${CMAKE_CURRENT_BINARY_DIR}/forkcConfigVersion.cmake
  cmake/forkc-toolchain.cmake
  DESTINATION ${FORKC_CMAKE_DIR})

# The runtime loads hwloc with dlopen (runtime/hwloc_lib.c): in libc since
# glibc 2.34, in libdl before.
include(CheckSymbolExists)
check_symbol_exists(dlopen dlfcn.h FORKC_LIBC_HAS_DLOPEN)
set(FORKC_PC_DL "")
if(NOT FORKC_LIBC_HAS_DLOPEN)
  set(FORKC_PC_DL " -ldl")
endif()

# forkc.pc is written at install time so that `cmake --install --prefix P`
# puts P in it.
install(CODE "
  set(FORKC_PC_DL \"${FORKC_PC_DL}\")
  set(CMAKE_INSTALL_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
  set(CMAKE_INSTALL_LIBDIR ${CMAKE_INSTALL_LIBDIR})
  set(CMAKE_INSTALL_INCLUDEDIR ${CMAKE_INSTALL_INCLUDEDIR})
  set(PROJECT_VERSION ${PROJECT_VERSION})
  foreach(v \"\" -tsan -asan)
    if(v STREQUAL \"-tsan\")
      set(FORKC_PC_SANITIZE \" -fsanitize=thread\")
    elseif(v STREQUAL \"-asan\")
      set(FORKC_PC_SANITIZE \" -fsanitize=address\")
    else()
      set(FORKC_PC_SANITIZE \"\")
    endif()
    set(FORKC_PC_VARIANT \"\${v}\")
    if(v STREQUAL \"\" OR EXISTS \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/libforkc\${v}.a\")
      configure_file(${PROJECT_SOURCE_DIR}/cmake/forkc.pc.in
                     \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig/forkc\${v}.pc\" @ONLY)
      message(STATUS \"Installing: \${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig/forkc\${v}.pc\")
    endif()
  endforeach()
  configure_file(${PROJECT_SOURCE_DIR}/cmake/forkc-cilk.pc.in
                 \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig/forkc-cilk.pc\" @ONLY)
  message(STATUS \"Installing: \${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig/forkc-cilk.pc\")
")

# The gdb extension, for `source` by hand (libforkc also embeds it).
install(FILES ${PROJECT_SOURCE_DIR}/tools/gdb/forkc_gdb.py DESTINATION ${CMAKE_INSTALL_DATADIR}/forkc/gdb)
