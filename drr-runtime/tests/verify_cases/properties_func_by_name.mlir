"func.func"() <{function_type = 1 : i32, sym_name = 2 : i32, arg_attrs = 3, sym_visibility = 4, no_inline = 5, res_attrs = 6}> ({
}) : () -> ()
