# forkc_depends_on_plugin(<target> <source>...)
#
# <target> is compiled with the plugin: build the plugin first, and, with
# Ninja, recompile <source>s when the plugin changes (a new lowering).  The
# file-level dependency is Ninja's only: a Makefile generator has no rule in
# this directory for a file another directory's target makes, and stops
# with "No rule to make target 'plugin/libforkplugin.so'" (docs/using-forkc.md,
# "Install").  With make, `make clean` after a plugin change.
function(forkc_depends_on_plugin target)
  add_dependencies(${target} forkplugin)
  if(NOT CMAKE_GENERATOR MATCHES "Ninja")
    return()
  endif()
  get_target_property(dir forkplugin BINARY_DIR)
  # OBJECT_DEPENDS takes no generator expressions: the plugin's known path.
  set(file ${dir}/libforkplugin.so)
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${file})
  set_source_files_properties(${ARGN} TARGET_DIRECTORY ${target} PROPERTIES OBJECT_DEPENDS ${file})
endfunction()
