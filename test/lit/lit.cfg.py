# lit configuration for the plugin's compile tests.  Parameters come from
# test/lit/CMakeLists.txt (or: lit.py --param forkc_plugin=... test/lit).
import os
import lit.formats

config.name = "forkc-plugin"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".c", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
# Keep lit's Output/ out of the source tree.
import tempfile
config.test_exec_root = lit_config.params.get(
    "forkc_exec_root", os.path.join(tempfile.gettempdir(), "forkc-lit-%d" % os.getuid()))

params = lit_config.params
plugin = params.get("forkc_plugin")
if not plugin:
    lit_config.fatal("pass --param forkc_plugin=/path/to/libforkplugin.so")
include = params.get("forkc_include", os.path.join(os.path.dirname(__file__), "..", "..", "include"))
clang = params.get("forkc_clang", "clang-19")
llvm_bin = params.get("forkc_llvm_bin", "/usr/lib/llvm-19/bin")
runtime = params.get("forkc_runtime", "")

config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
config.substitutions.append(("%forkc_include", include))
config.substitutions.append(("%plugin", plugin))
# %forkcc: clang with the plugin loaded and the forkc headers on the path.
config.substitutions.append(("%forkcc", "%s -fplugin=%s -I%s" % (clang, plugin, include)))
config.substitutions.append(("%clang", clang))
# Dumps show the optimised lowering (at -O0 every variable in scope is saved
# across resume points, for the debugger: debug-gdb.test).
config.substitutions.append(("%dump", "-O2 -fplugin-arg-forkplugin-dump-lowered"))
if runtime:
    config.available_features.add("runtime")
    config.substitutions.append(("%forkc_lib", "%s -lpthread -lm" % runtime))
    config.substitutions.append(("%forkc_runtime_lib", runtime))
# AArch64 C headers (Debian's libc6-dev-arm64-cross, which
# scripts/cross-aarch64.sh installs): abi-layout-aarch64.test compiles
# forkc/abi.h for AArch64 with them.
aarch64_sysroot = params.get("forkc_aarch64_sysroot", "/usr/aarch64-linux-gnu")
if os.path.exists(os.path.join(aarch64_sysroot, "include", "setjmp.h")):
    config.available_features.add("aarch64-headers")
    config.substitutions.append(("%aarch64_sysroot", aarch64_sysroot))
import shutil
if shutil.which("gdb"):
    config.available_features.add("gdb")
lldb = shutil.which("lldb-19") or shutil.which(os.path.join(llvm_bin, "lldb"))
if lldb:
    config.available_features.add("lldb")
    config.substitutions.append(("%lldb", lldb))
