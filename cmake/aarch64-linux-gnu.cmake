# aarch64-linux-gnu.cmake: cross-compile forkc's runtime for 64-bit Arm
# Linux with the host's clang-19 (scripts/cross-aarch64.sh uses it).
#
#   cmake -S . -B build-aarch64/cmake -DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake \
#         -DFORKC_AARCH64_SYSROOT=<dir> -DFORKC_BUILD_PLUGIN=OFF -DFORKC_BUILD_TESTS=OFF \
#         -DFORKC_BUILD_BENCH=OFF
#
# The C library is Debian's cross one (libc6-dev-arm64-cross and
# libgcc-12-dev-arm64-cross, in /usr/aarch64-linux-gnu and
# /usr/lib/gcc-cross), which clang finds by itself for
# --target=aarch64-linux-gnu; libstdc++-12-dev-arm64-cross too, since
# project() enables C++ and CMake links a test program with each compiler;
# the linker is binutils-aarch64-linux-gnu's.
# hwloc comes from FORKC_AARCH64_SYSROOT: a directory holding Debian's arm64
# libhwloc-dev, libhwloc15 and libudev1 unpacked (usr/include/hwloc.h,
# usr/lib/aarch64-linux-gnu/{libhwloc.so,pkgconfig/hwloc.pc}), found
# through pkg-config as the host build finds the host's.
#
# The plugin is a host program (it runs inside clang-19): build it in a host
# tree and compile tasks with `clang-19 --target=aarch64-linux-gnu
# -fplugin=<host build>/plugin/libforkplugin.so`.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)

find_program(FORKC_CLANG19 NAMES clang-19 PATHS /usr/lib/llvm-19/bin REQUIRED)
find_program(FORKC_CLANGXX19 NAMES clang++-19 PATHS /usr/lib/llvm-19/bin REQUIRED)
set(CMAKE_C_COMPILER "${FORKC_CLANG19}")
set(CMAKE_CXX_COMPILER "${FORKC_CLANGXX19}")
set(CMAKE_C_COMPILER_TARGET aarch64-linux-gnu)
set(CMAKE_CXX_COMPILER_TARGET aarch64-linux-gnu)

# try_compile projects re-read this file; the environment keeps the sysroot.
if(NOT FORKC_AARCH64_SYSROOT AND DEFINED ENV{FORKC_AARCH64_SYSROOT})
  set(FORKC_AARCH64_SYSROOT "$ENV{FORKC_AARCH64_SYSROOT}")
endif()
if(FORKC_AARCH64_SYSROOT)
  set(ENV{FORKC_AARCH64_SYSROOT} "${FORKC_AARCH64_SYSROOT}")
  if(NOT EXISTS "${FORKC_AARCH64_SYSROOT}/usr/lib/aarch64-linux-gnu/pkgconfig/hwloc.pc")
    message(FATAL_ERROR "aarch64 toolchain: no arm64 hwloc in FORKC_AARCH64_SYSROOT="
                        "${FORKC_AARCH64_SYSROOT} (scripts/cross-aarch64.sh unpacks one)")
  endif()
  # Only the arm64 .pc files, their paths prefixed with the sysroot.
  set(ENV{PKG_CONFIG_LIBDIR} "${FORKC_AARCH64_SYSROOT}/usr/lib/aarch64-linux-gnu/pkgconfig")
  set(ENV{PKG_CONFIG_SYSROOT_DIR} "${FORKC_AARCH64_SYSROOT}")
  # What a Debian multiarch system searches by itself: hwloc's
  # hwloc/autogen/config.h is in usr/include/aarch64-linux-gnu.
  set(CMAKE_C_STANDARD_INCLUDE_DIRECTORIES
      "${FORKC_AARCH64_SYSROOT}/usr/include/aarch64-linux-gnu" "${FORKC_AARCH64_SYSROOT}/usr/include")
  # libhwloc.so needs libudev.so.1: let the linker find it.
  set(CMAKE_EXE_LINKER_FLAGS_INIT
      "-Wl,-rpath-link,${FORKC_AARCH64_SYSROOT}/usr/lib/aarch64-linux-gnu")
  set(CMAKE_SHARED_LINKER_FLAGS_INIT "${CMAKE_EXE_LINKER_FLAGS_INIT}")
endif()

set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu ${FORKC_AARCH64_SYSROOT})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# ctest and try_run run aarch64 programs under qemu-user.
find_program(FORKC_QEMU_AARCH64 NAMES qemu-aarch64 qemu-aarch64-static)
if(FORKC_QEMU_AARCH64)
  set(CMAKE_CROSSCOMPILING_EMULATOR "${FORKC_QEMU_AARCH64};-L;/usr/aarch64-linux-gnu")
endif()
