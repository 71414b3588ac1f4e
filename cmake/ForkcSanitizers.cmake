# FORKC_SANITIZER=thread|address applies to everything built in this tree.
if(FORKC_SANITIZER STREQUAL "thread")
  add_compile_options(-fsanitize=thread -g -O1)
  add_link_options(-fsanitize=thread)
elseif(FORKC_SANITIZER STREQUAL "address")
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all
                      -fno-omit-frame-pointer -g -O1)
  add_link_options(-fsanitize=address,undefined)
elseif(NOT FORKC_SANITIZER STREQUAL "")
  message(FATAL_ERROR "FORKC_SANITIZER must be empty, 'thread' or 'address', not '${FORKC_SANITIZER}'")
endif()
