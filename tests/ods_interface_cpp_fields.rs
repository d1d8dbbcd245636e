//! The C++ fields `Interfaces.td` gives every interface record
//! (`cppInterfaceName = name`, `cppNamespace`, `description`, both "" unless
//! set), read where a class computes text from interface records: VAST's
//! `class GetCppInterfaceName<list<Interface> interfaces>` joins
//! `!foreach(i, interfaces, i.cppInterfaceName)` into the parameters of
//! `ParamNativeOpTrait<"ShadowingSymbolTable", …>`, a C++ template over the
//! interfaces' classes. Here the joined names are the generic arguments of
//! the Rust trait type, which reports them, and a `PredOpTrait`'s summary
//! shows the other fields.

use drr::Context;
use drr::text::parse_module;

/// The name an interface's marker type reports.
pub trait Named {
    /// The interface's C++ class name.
    const NAME: &'static str;
}

/// `VarSymbolOpInterface`'s marker.
pub struct VarSymbolOpInterface;
impl Named for VarSymbolOpInterface {
    const NAME: &'static str = "var";
}

/// `TypeSymbolOpInterface`'s marker.
pub struct TypeSymbolOpInterface;
impl Named for TypeSymbolOpInterface {
    const NAME: &'static str = "type";
}

/// `ShadowingSymbolTable<A, B>`: fails naming the interfaces it got.
pub struct ShadowingSymbolTable<A, B>(std::marker::PhantomData<(A, B)>);
impl<A: Named, B: Named> drr::ods::NativeOpTrait for ShadowingSymbolTable<A, B> {
    fn verify_trait(_: &Context, _: drr::OpId) -> Result<(), String> {
        Err(format!("shadows {} and {}", A::NAME, B::NAME))
    }
}

drr::ods! {
    def V_Dialect : Dialect { let name = "v"; }
    class V_OpInterface<string name, list<Interface> bases = []>
        : OpInterface<name, bases> {
        let cppNamespace = "::vast::core";
    }
    def V_Symbol : V_OpInterface<"SymbolOpInterface">;
    def V_VarSymbol : V_OpInterface<"VarSymbolOpInterface", [V_Symbol]>;
    def V_TypeSymbol : V_OpInterface<"TypeSymbolOpInterface", [V_Symbol]>;
    def V_Plain : OpInterface<"PlainInterface">;

    class GetCppInterfaceName<list<Interface> interfaces> {
        defvar names = !foreach(interface, interfaces, interface.cppInterfaceName);
        string result = !interleave(names, ", ");
    }
    class ShadowingSymbolTable<list<Interface> symbolInterfaces>
        : ParamNativeOpTrait<"ShadowingSymbolTable",
                             GetCppInterfaceName<symbolInterfaces>.result>;

    def ScopeOp : Op<V_Dialect, "scope",
                     [ShadowingSymbolTable<[V_VarSymbol, V_TypeSymbol]>]>;
    def FieldsOp : Op<V_Dialect, "fields", [
        PredOpTrait<!strconcat("[", V_VarSymbol.cppNamespace, "] [", V_Plain.cppNamespace,
                               "] [", V_Plain.cppInterfaceName, "] [", V_Plain.description, "]"),
                    CPred<|_: &drr::Context, _: drr::OpId| false>>
    ]>;
}

fn verify(op: &str) -> String {
    let mut ctx = Context::new();
    VDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &format!("\"v.{op}\"() : () -> ()\n"), "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap_err()[0]
        .message
        .clone()
}

#[test]
fn interface_class_names_join_into_a_trait_s_parameters() {
    assert_eq!(verify("scope"), "'v.scope' op shadows var and type");
}

#[test]
fn interface_fields_default_as_in_interfaces_td() {
    assert_eq!(
        verify("fields"),
        "'v.fields' op failed to verify that [::vast::core] [] [PlainInterface] []"
    );
}
