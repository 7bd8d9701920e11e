import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { paths } from '../../../lib/routing/paths';
import type { LegalText } from '../lib/legalText';

const privacyMail = <a href={`mailto:${brand.privacyEmail}`}>{brand.privacyEmail}</a>;

/**
 * Política de Privacidad y Protección de Datos: the information the RGPD (arts. 13 and 14)
 * requires, written for this platform's real data and flows.
 */
export const privacyPolicy: LegalText = {
  title: 'Política de Privacidad y Protección de Datos',
  intro: (
    <p>
      En {brand.name} tratamos tus datos personales con transparencia y solo para lo que necesita la plataforma. Esta
      política explica qué datos tratamos, para qué, con qué base legal, durante cuánto tiempo, con quién los
      compartimos y cómo puedes ejercer tus derechos, de acuerdo con el Reglamento (UE) 2016/679, General de Protección
      de Datos (RGPD), y la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los
      derechos digitales (LOPDGDD).
    </p>
  ),
  sections: [
    {
      id: 'responsable',
      title: 'Responsable del tratamiento',
      body: (
        <dl>
          <dt>Responsable</dt>
          <dd>
            {brand.legalName} ({brand.name})
          </dd>
          <dt>NIF</dt>
          <dd>{brand.taxId}</dd>
          <dt>Domicilio</dt>
          <dd>{brand.postalAddress}</dd>
          <dt>Correo para cuestiones de privacidad</dt>
          <dd>{privacyMail}</dd>
          <dt>Correo general</dt>
          <dd>
            <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
          </dd>
        </dl>
      ),
    },
    {
      id: 'edad-minima',
      title: 'Edad mínima',
      body: (
        <>
          <p>
            Para registrarte en {brand.name} debes tener al menos <strong>18 años</strong>. La plataforma sirve para
            presentarse a ofertas de empleo y de prácticas y para relacionarse con empresas, por lo que está dirigida a
            personas mayores de edad.
          </p>
          <p>
            La normativa de protección de datos (artículo 8 del RGPD) fija en <strong>16 años</strong> la edad a partir
            de la cual una persona puede consentir por sí misma el tratamiento de sus datos en servicios como este. En
            ningún caso tratamos de forma consciente datos de menores de 16 años. Si detectamos que una cuenta pertenece
            a una persona menor de 18 años, la cancelaremos y suprimiremos sus datos. Si eres madre, padre o tutor y
            crees que un menor nos ha facilitado datos, escríbenos a {privacyMail}.
          </p>
        </>
      ),
    },
    {
      id: 'datos',
      title: 'Datos que tratamos',
      body: (
        <>
          <p>Tratamos únicamente los datos que nos facilitas al usar la plataforma y los que se generan al usarla:</p>
          <ul>
            <li>
              <strong>Datos de registro:</strong> nombre de usuario, correo electrónico y contraseña (que guardamos
              cifrada de forma irreversible y nunca en claro), además de la aceptación de las condiciones. Si accedes
              con Google, recibimos de Google tu nombre, tu correo electrónico y un identificador de tu cuenta.
            </li>
            <li>
              <strong>Datos del perfil:</strong> nombre y apellidos, fecha de nacimiento, país y ciudad, foto de perfil,
              rol y tipo de perfil, cómo nos conociste, biografía y resumen profesional, título profesional y etiquetas,
              formación, experiencia, habilidades, programas, idiomas, disponibilidad (prácticas, tipo de contrato y
              modalidad de trabajo), web y redes sociales, y los archivos de currículum y portafolio que decidas subir.
            </li>
            <li>
              <strong>Datos de empresas e instituciones:</strong> nombre de la entidad, año de fundación, productos o
              servicios, hitos, logotipo y datos de contacto, así como los datos de la persona que gestiona la cuenta.
            </li>
            <li>
              <strong>Contenido y actividad:</strong> publicaciones (imágenes, títulos, descripciones y etiquetas),
              personas etiquetadas, imágenes y ofertas guardadas, tableros, usuarios a los que sigues y que te siguen.
            </li>
            <li>
              <strong>Ofertas e inscripciones:</strong> las ofertas que publicas; si te inscribes en una oferta, tu
              inscripción, las respuestas a sus preguntas adicionales y el estado de tu candidatura.
            </li>
            <li>
              <strong>Verificación de cuentas profesionales:</strong> razón social y NIF de la entidad, el documento
              oficial que la acredita, nombre completo y cargo de la persona de contacto, y su web o redes sociales.
            </li>
            <li>
              <strong>Comunicaciones:</strong> los mensajes que nos envías y los correos que te enviamos, como los
              códigos de verificación o de recuperación de contraseña.
            </li>
            <li>
              <strong>Datos técnicos:</strong> dirección IP y registros del servidor necesarios para la seguridad, y la
              información que la plataforma guarda en tu navegador (consulta la{' '}
              <Link to={paths.cookiePolicy()}>Política de Cookies</Link>).
            </li>
          </ul>
          <p>
            No te pedimos datos de salud, ideología, religión ni otras categorías especiales de datos. Te rogamos que no
            los incluyas en tu perfil ni en tu currículum.
          </p>
        </>
      ),
    },
    {
      id: 'finalidades',
      title: 'Para qué usamos tus datos',
      body: (
        <ol>
          <li>
            Crear y gestionar tu cuenta: verificar tu correo con un código, permitirte iniciar sesión y recuperar tu
            contraseña.
          </li>
          <li>
            Publicar tu perfil y tu portafolio y mostrarlos a otros usuarios y visitantes, por ejemplo en el explorador,
            en el directorio de creativos o en los resultados de búsqueda.
          </li>
          <li>
            Gestionar las ofertas de empleo, de prácticas y educativas: publicarlas, permitirte inscribirte y hacer
            llegar tu candidatura a la entidad que publicó la oferta.
          </li>
          <li>
            Hacer posibles las funciones sociales: seguir a otros usuarios, guardar imágenes y etiquetar personas.
          </li>
          <li>Verificar las cuentas profesionales y revisar perfiles y ofertas (ver el apartado siguiente).</li>
          <li>Responder a tus consultas y atender el ejercicio de tus derechos.</li>
          <li>Proteger la plataforma y a sus usuarios frente a fraudes, abusos y ataques.</li>
          <li>Cumplir las obligaciones legales que nos corresponden.</li>
        </ol>
      ),
    },
    {
      id: 'revision',
      title: 'Revisión de perfiles y ofertas',
      body: (
        <p>
          Nuestros operadores revisan los perfiles profesionales y las ofertas de empleo, de prácticas y educativas para
          comprobar la identidad de las entidades, prevenir ofertas falsas o fraudulentas y retirar los contenidos que
          incumplan el <Link to={paths.legalNotice()}>Aviso Legal</Link>. Para ello acceden solo a los datos necesarios.
          Las decisiones las toman personas: no tomamos decisiones basadas únicamente en tratamientos automatizados ni
          elaboramos perfiles que produzcan efectos jurídicos sobre ti.
        </p>
      ),
    },
    {
      id: 'base-legal',
      title: 'Base legal del tratamiento',
      body: (
        <ul>
          <li>
            <strong>Ejecución del contrato</strong> (artículo 6.1.b del RGPD): la gestión de tu cuenta, la publicación
            de tu perfil y tus contenidos, las ofertas e inscripciones y las funciones sociales, que son los servicios
            que solicitas al registrarte.
          </li>
          <li>
            <strong>Consentimiento</strong> (artículo 6.1.a del RGPD): los datos opcionales que decides añadir a tu
            perfil, como tu currículum o tu portafolio, y el acceso con Google si lo eliges. Puedes retirarlo en
            cualquier momento borrando esos datos o escribiéndonos, sin que ello afecte a la licitud del tratamiento
            anterior.
          </li>
          <li>
            <strong>Interés legítimo</strong> (artículo 6.1.f del RGPD): la seguridad de la plataforma, la prevención
            del fraude y la revisión de perfiles y ofertas, que protegen a todos los usuarios. Puedes oponerte a estos
            tratamientos como se explica más abajo.
          </li>
          <li>
            <strong>Obligación legal</strong> (artículo 6.1.c del RGPD): conservar los datos necesarios para atender
            requerimientos de las autoridades y cumplir las obligaciones fiscales, contables y de servicios digitales
            que nos correspondan.
          </li>
        </ul>
      ),
    },
    {
      id: 'destinatarios',
      title: 'Con quién compartimos tus datos',
      body: (
        <>
          <ul>
            <li>
              <strong>Otros usuarios y visitantes</strong> ven la parte pública de tu perfil, tus publicaciones y tus
              ofertas, porque ese es el propósito de la plataforma.
            </li>
            <li>
              <strong>Las entidades a cuyas ofertas te inscribes</strong> reciben tu perfil, tu currículum y tus
              respuestas. Desde ese momento las tratan como responsables independientes para su proceso de selección o
              admisión.
            </li>
            <li>
              <strong>Proveedores que nos prestan servicios</strong> de alojamiento, almacenamiento de datos y envío de
              correo electrónico, que actúan como encargados del tratamiento con un contrato que cumple el artículo 28
              del RGPD y solo siguiendo nuestras instrucciones.
            </li>
            <li>
              <strong>Google</strong>, si eliges iniciar sesión con tu cuenta de Google, conforme a su propia política
              de privacidad.
            </li>
            <li>
              <strong>Autoridades y tribunales</strong>, cuando una ley nos obligue a facilitarlos.
            </li>
          </ul>
          <p>No vendemos tus datos ni los cedemos a terceros con fines publicitarios.</p>
        </>
      ),
    },
    {
      id: 'transferencias',
      title: 'Transferencias internacionales',
      body: (
        <p>
          Tratamos tus datos dentro del Espacio Económico Europeo siempre que es posible. Si algún proveedor los trata
          fuera de él (por ejemplo, Google cuando eliges iniciar sesión con tu cuenta), la transferencia se ampara en
          una decisión de adecuación de la Comisión Europea o en las cláusulas contractuales tipo aprobadas por ella,
          conforme a los artículos 45 y 46 del RGPD. Puedes pedirnos más información en {privacyMail}.
        </p>
      ),
    },
    {
      id: 'conservacion',
      title: 'Cuánto tiempo conservamos tus datos',
      body: (
        <>
          <ul>
            <li>
              <strong>Cuenta, perfil y contenidos:</strong> mientras mantengas tu cuenta. Si eliminas un contenido, deja
              de mostrarse de inmediato.
            </li>
            <li>
              <strong>Inscripciones en ofertas:</strong> mientras existan la oferta y tu cuenta. Las entidades que
              recibieron tu candidatura la conservan según su propia política.
            </li>
            <li>
              <strong>Documentación de verificación:</strong> solo el tiempo necesario para verificar la cuenta; después
              conservamos únicamente la constancia de que se verificó.
            </li>
            <li>
              <strong>Códigos de verificación y de recuperación:</strong> caducan poco después de enviarse y se borran.
            </li>
            <li>
              <strong>Registros técnicos de seguridad:</strong> un máximo de 12 meses.
            </li>
            <li>
              <strong>Consultas y solicitudes de derechos:</strong> el tiempo necesario para resolverlas y acreditar que
              lo hicimos.
            </li>
          </ul>
          <p>
            Cuando eliminas tu cuenta, borramos tus datos. Solo conservamos bloqueados, como exige el artículo 32 de la
            LOPDGDD, los imprescindibles para atender posibles responsabilidades, durante los plazos de prescripción
            aplicables (como regla general, un máximo de cinco años), y después los suprimimos.
          </p>
        </>
      ),
    },
    {
      id: 'derechos',
      title: 'Tus derechos',
      body: (
        <>
          <p>En relación con tus datos personales tienes derecho a:</p>
          <ul>
            <li>
              <strong>Acceso:</strong> saber si tratamos tus datos y obtener una copia.
            </li>
            <li>
              <strong>Rectificación:</strong> corregir los datos inexactos o completar los incompletos.
            </li>
            <li>
              <strong>Supresión:</strong> pedir que borremos tus datos cuando ya no sean necesarios, entre otros
              supuestos.
            </li>
            <li>
              <strong>Oposición:</strong> oponerte a los tratamientos basados en el interés legítimo.
            </li>
            <li>
              <strong>Limitación:</strong> pedir que suspendamos el tratamiento mientras se resuelve una reclamación.
            </li>
            <li>
              <strong>Portabilidad:</strong> recibir los datos que nos diste en un formato estructurado y de uso común,
              o que los transmitamos a otro responsable.
            </li>
            <li>
              <strong>Retirar tu consentimiento</strong> en cualquier momento, sin que afecte a la licitud del
              tratamiento anterior.
            </li>
            <li>
              <strong>No ser objeto de decisiones automatizadas</strong> que produzcan efectos jurídicos sobre ti.
            </li>
          </ul>
          <p>
            Muchos de estos derechos puedes ejercerlos directamente en la plataforma: editar tu perfil, borrar tus
            publicaciones o eliminar tu cuenta desde Configuración.
          </p>
        </>
      ),
    },
    {
      id: 'ejercicio',
      title: 'Cómo ejercer tus derechos',
      body: (
        <>
          <p>
            Escríbenos a {privacyMail} o por correo postal a {brand.legalName}, {brand.postalAddress}. Indica qué
            derecho quieres ejercer y el nombre de usuario y el correo de tu cuenta. Si tenemos dudas razonables sobre
            tu identidad, podremos pedirte información adicional para confirmarla.
          </p>
          <p>
            Te responderemos en el plazo de un mes desde que recibamos tu solicitud, prorrogable dos meses más si es
            compleja o tenemos muchas solicitudes, en cuyo caso te avisaremos. Ejercer tus derechos es gratuito.
          </p>
          <p>
            Si consideras que no hemos atendido correctamente tu solicitud, puedes presentar una reclamación ante la
            Agencia Española de Protección de Datos (C/ Jorge Juan, 6, 28001 Madrid;{' '}
            <a href="https://www.aepd.es" target="_blank" rel="noopener noreferrer">
              www.aepd.es
            </a>
            ).
          </p>
        </>
      ),
    },
    {
      id: 'seguridad',
      title: 'Seguridad',
      body: (
        <p>
          Aplicamos medidas técnicas y organizativas adecuadas al riesgo: conexiones cifradas, contraseñas guardadas con
          funciones de cifrado irreversibles, sesiones identificadas mediante credenciales firmadas, acceso a los datos
          limitado a las personas que lo necesitan y copias de seguridad. Si se produjera una violación de seguridad que
          afecte a tus datos, actuaríamos conforme a los artículos 33 y 34 del RGPD, incluida la comunicación a la
          autoridad de control y, cuando proceda, a ti.
        </p>
      ),
    },
    {
      id: 'gratuidad',
      title: 'Servicios gratuitos',
      body: (
        <p>
          Todos los servicios de {brand.name} son gratuitos. No te pediremos datos bancarios ni de pago, y ninguna
          entidad puede cobrarte por inscribirte en una oferta publicada en la plataforma.
        </p>
      ),
    },
    {
      id: 'cambios',
      title: 'Cambios en esta política',
      body: (
        <p>
          Podemos actualizar esta política cuando cambien la plataforma o la normativa. La versión y la fecha de la
          última actualización figuran al principio del documento, y te avisaremos de los cambios relevantes antes de
          que se apliquen.
        </p>
      ),
    },
  ],
};
