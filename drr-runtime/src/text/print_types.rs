//! Printing builtin types exactly as MLIR's `AsmPrinter::Impl::printType`:
//! `i32`, `si8`, `index`, `f32`, `(i32) -> (i32, i32)`, `tensor<4x?xf32>`,
//! `vector<[4]x8xf32>`, `memref<4xf32, 1>`, `tuple<…>`, `complex<f32>`,
//! `none`, and unmodelled dialect types verbatim.

use super::asm_writer::AsmWriter;
use super::print_util::{push_i64, push_u64};
use crate::types::{DYNAMIC, Signedness, Type, TypeData};

impl AsmWriter<'_> {
    /// Prints a type without consulting the cache (nested types do use it).
    pub(crate) fn write_type_uncached(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => {
                match signedness {
                    Signedness::Signless => {}
                    Signedness::Signed => self.out.push('s'),
                    Signedness::Unsigned => self.out.push('u'),
                }
                self.out.push('i');
                push_u64(&mut self.out, u64::from(*width));
            }
            TypeData::Index => self.out.push_str("index"),
            TypeData::Float(kind) => self.out.push_str(kind.mlir_name()),
            TypeData::None => self.out.push_str("none"),
            TypeData::Function { inputs, results } => {
                self.out.push('(');
                self.write_type_list(inputs);
                self.out.push_str(") -> ");
                self.write_result_types(results);
            }
            TypeData::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.write_shape(shape);
                self.write_type(*element);
                if let Some(enc) = encoding {
                    self.out.push_str(", ");
                    self.write_attr(*enc);
                }
                self.out.push('>');
            }
            TypeData::UnrankedTensor { element } => {
                self.out.push_str("tensor<*x");
                self.write_type(*element);
                self.out.push('>');
            }
            TypeData::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                for (i, &dim) in shape.iter().enumerate() {
                    if scalable.get(i).copied().unwrap_or(false) {
                        self.out.push('[');
                        push_i64(&mut self.out, dim);
                        self.out.push(']');
                    } else {
                        push_i64(&mut self.out, dim);
                    }
                    self.out.push('x');
                }
                self.write_type(*element);
                self.out.push('>');
            }
            TypeData::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.write_shape(shape);
                self.write_type(*element);
                if let Some(layout) = layout {
                    self.out.push_str(", ");
                    self.write_attr_may_elide(*layout);
                }
                if let Some(space) = memory_space {
                    self.out.push_str(", ");
                    self.write_attr_may_elide(*space);
                }
                self.out.push('>');
            }
            TypeData::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.write_type(*element);
                if let Some(space) = memory_space {
                    self.out.push_str(", ");
                    self.write_attr_may_elide(*space);
                }
                self.out.push('>');
            }
            TypeData::Tuple(types) => {
                self.out.push_str("tuple<");
                self.write_type_list(types);
                self.out.push('>');
            }
            TypeData::Complex(element) => {
                self.out.push_str("complex<");
                self.write_type(*element);
                self.out.push('>');
            }
            TypeData::Opaque(text) => {
                let (head, tail) = super::quant_types::printed_parts(text);
                self.out.push_str(head);
                self.out.push_str(tail);
            }
        }
    }

    /// Prints types separated by `, `.
    pub(crate) fn write_type_list(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i != 0 {
                self.out.push_str(", ");
            }
            self.write_type(t);
        }
    }

    /// Prints the result list of a function type: a single result bare
    /// unless it is itself a function type, otherwise parenthesized.
    pub(crate) fn write_result_types(&mut self, results: &[Type]) {
        let wrapped = match results {
            [single] => matches!(self.ctx.type_data(*single), TypeData::Function { .. }),
            _ => true,
        };
        if wrapped {
            self.out.push('(');
            self.write_type_list(results);
            self.out.push(')');
        } else {
            self.write_type(results[0]);
        }
    }

    /// Prints `4x?x` (each dimension followed by `x`).
    fn write_shape(&mut self, shape: &[i64]) {
        for &dim in shape {
            if dim == DYNAMIC {
                self.out.push('?');
            } else {
                push_i64(&mut self.out, dim);
            }
            self.out.push('x');
        }
    }
}
