//! Enum attributes with assembly formats of literals around `$value`, as
//! MLIR's `OpenMPEnums.td` writes them: "`(` $value `)`"
//! (`#omp<clause_task_depend(taskdependin)>`) and
//! "`{` `type` `=` $value `}`" (`#omp<data_sharing_type{type = private}>`),
//! spaced as ODS's generated printer spaces them, read with blanks between
//! tokens free. An enum given where a class expects `EnumAttrInfo` (OpenMP's
//! `class OpenMP_EnumAttr<EnumAttrInfo enumInfo, string name>`) is one. Text
//! and messages are mlir-opt-22's.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def OpenMP_Dialect : Dialect { let name = "omp"; }

    class OpenMP_I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
        : I32EnumAttr<name, summary, cases> {
      let genSpecializedAttr = 0;
      let cppNamespace = "::mlir::omp";
    }
    class OpenMP_EnumAttr<EnumAttrInfo enumInfo, string name>
        : EnumAttr<OpenMP_Dialect, enumInfo, name>;

    def ClauseTaskDependIn : I32EnumAttrCase<"taskdependin", 0>;
    def ClauseTaskDependOut : I32EnumAttrCase<"taskdependout", 1>;
    def ClauseTaskDepend : OpenMP_I32EnumAttr<"ClauseTaskDepend",
        "depend clause in a target or task construct",
        [ClauseTaskDependIn, ClauseTaskDependOut]>;
    def ClauseTaskDependAttr : OpenMP_EnumAttr<ClauseTaskDepend, "clause_task_depend"> {
      let assemblyFormat = "`(` $value `)`";
    }
    def TaskDependArrayAttr
        : TypedArrayAttrBase<ClauseTaskDependAttr, ClauseTaskDependAttr.summary # " array">;

    def DataSharingTypePrivate : I32EnumAttrCase<"Private", 0, "private">;
    def DataSharingTypeFirstPrivate : I32EnumAttrCase<"FirstPrivate", 1, "firstprivate">;
    def DataSharingClauseType : OpenMP_I32EnumAttr<"DataSharingClauseType",
        "Type of a data-sharing clause",
        [DataSharingTypePrivate, DataSharingTypeFirstPrivate]>;
    def DataSharingClauseTypeAttr : OpenMP_EnumAttr<DataSharingClauseType, "data_sharing_type"> {
      let assemblyFormat = "`{` `type` `=` $value `}`";
    }

    def DependOp : Op<OpenMP_Dialect, "depend"> {
      let arguments = (ins OptionalAttr<TaskDependArrayAttr>:$depend_kinds,
                           DataSharingClauseTypeAttr:$data_sharing_type);
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    OmpDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(attrs: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"omp.depend\"() <{{{attrs}}}> : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn custom_formats_round_trip() {
    let ok = module(
        "data_sharing_type = #omp<data_sharing_type{type = private}>, depend_kinds = [#omp<clause_task_depend(taskdependin)>, #omp<clause_task_depend(taskdependout)>]",
    );
    assert_eq!(check(&ok).unwrap(), ok);
    // Blanks between the tokens are free; the text printed is ODS's.
    assert_eq!(
        check(&module(
            "data_sharing_type = #omp<data_sharing_type {type=firstprivate}>"
        ))
        .unwrap(),
        module("data_sharing_type = #omp<data_sharing_type{type = firstprivate}>")
    );
}

#[test]
fn custom_format_errors() {
    assert_eq!(
        check(&module(
            "data_sharing_type = #omp<data_sharing_type(private)>"
        ))
        .unwrap_err(),
        // At the `(`, where mlir-opt-22 reports it for `omp.private`.
        "2:62: expected '{'"
    );
    assert_eq!(
        check(&module(
            "data_sharing_type = #omp<data_sharing_type{type = private}>, depend_kinds = [#omp<data_sharing_type{type = private}>]"
        ))
        .unwrap_err(),
        "'omp.depend' op attribute 'depend_kinds' failed to satisfy constraint: depend clause in a target or task construct array"
    );
}
